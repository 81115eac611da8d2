import { useRef, useState } from 'react';
import type { UserProfile } from '@csa/contracts';
import { useRemoveMobilePhone } from '../api/remove-mobile-phone.ts';
import { AccountCard } from './account-card.tsx';
import { CardMessage } from './card-message.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LinkMobileForm } from './link-mobile-form.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';

type Message = { kind: 'success' | 'error'; text: string } | null;

/** Spec §8's message, unless the server refused because the sign-in address is not confirmed
 * yet: then its own words, which say what to do. */
function linkFailureText(error: unknown): string {
  const isEmailUnconfirmed =
    error instanceof ApiError && error.errors.some((entry) => entry.code === 'EMAIL_NOT_CONFIRMED');
  return isEmailUnconfirmed ? error.message : 'Failed to retrieve results from server';
}

/** Mobile phone login / Link your mobile (spec §2, §4 "Mobile linking"). */
export function MobilePhoneCard(props: {
  user: UserProfile;
  canChange: boolean;
  onChanged: () => Promise<void>;
}) {
  const { user } = props;
  const [message, setMessage] = useState<Message>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemoveMobilePhone();
  const cardStart = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const isLinked = Boolean(user.mobilePhoneNumber);

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      setIsConfirming(false);
      await props.onChanged();
      setMessage({
        kind: 'success',
        text: 'Successfully removed mobile phone number from your account',
      });
    } catch {
      setIsConfirming(false);
      setMessage({ kind: 'error', text: 'Failed to retrieve results from server' });
    }
  };

  return (
    <AccountCard
      title={isLinked ? 'Mobile phone login' : 'Link your mobile'}
      focusTarget={cardStart}
    >
      {message ? (
        <CardMessage
          kind={message.kind}
          messages={[message.text]}
          onOk={() => {
            setMessage(null);
            focusAfterRender(cardStart);
          }}
        />
      ) : isLinked ? (
        <>
          <p className="govuk-body govuk-!-font-weight-bold">Your mobile phone is linked</p>
          <p className="govuk-body">
            You can sign in with {user.mobilePhoneNumber}, your date of birth and a code we send by
            text message.
          </p>
          {props.canChange && (
            <button
              type="button"
              className="govuk-button govuk-button--warning"
              onClick={() => setIsConfirming(true)}
            >
              Remove mobile phone number
            </button>
          )}
        </>
      ) : props.canChange ? (
        <LinkMobileForm
          onLinked={async () => {
            await props.onChanged();
            setMessage({
              kind: 'success',
              text: 'Successfully linked mobile phone number with your account',
            });
          }}
          onFailed={(error) => setMessage({ kind: 'error', text: linkFailureText(error) })}
        />
      ) : (
        <p className="govuk-body">No mobile phone is linked.</p>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Are you sure?"
        confirmLabel="Remove"
        isWarning
        isBusy={remove.isPending}
        onConfirm={() => void onRemove()}
        onClose={() => setIsConfirming(false)}
        fallbackFocus={() => cardStart.current}
      >
        <p className="govuk-body">It will be removed! Operation cannot be undone.</p>
      </ConfirmDialog>
    </AccountCard>
  );
}
