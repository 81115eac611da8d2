import { useEffect, useRef } from 'react';
import { useAuth } from './auth-context.tsx';

function describe(user: { name: string; email: string | null }): string {
  return user.email ? `${user.name} (${user.email})` : user.name;
}

/**
 * Shown instead of the page when a link carrying a sign-in token arrives that this browser did
 * not ask for, or while a different account is signed in: it names the accounts and
 * lets the resident choose, because whatever they write next is saved to the account they end
 * up in.
 */
export function AccountSwitchPrompt() {
  const auth = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const pending = auth.pendingSwitch;
  if (!pending) return null;
  const current = auth.user;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l" tabIndex={-1} ref={headingRef}>
          Which account do you want to use?
        </h1>
        {current ? (
          <p className="govuk-body">
            You are signed in as <strong>{describe(current)}</strong>.
          </p>
        ) : (
          <p className="govuk-body">You are not signed in.</p>
        )}
        <p className="govuk-body">
          The link you opened signs in as <strong>{describe(pending.otherUser)}</strong>.
        </p>
        <p className="govuk-body">Anything you fill in next is saved to the account you choose.</p>
        <div className="govuk-button-group">
          <button type="button" className="govuk-button" onClick={auth.keepCurrentAccount}>
            {current ? `Stay signed in as ${current.name}` : 'Do not sign in'}
          </button>
          <button
            type="button"
            className="govuk-button govuk-button--secondary"
            disabled={pending.isSwitching}
            onClick={() => void auth.switchToOtherAccount()}
          >
            Continue as {pending.otherUser.name}
          </button>
        </div>
      </div>
    </div>
  );
}
