import { useRef, useState } from 'react';
import type { UserProfile } from '@csa/contracts';
import { useRecoverPassword } from '../api/recover-password.ts';
import { AccountCard } from './account-card.tsx';
import { CardMessage } from './card-message.tsx';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';

type Step =
  | { name: 'start' }
  | { name: 'confirm' }
  | { name: 'message'; kind: 'success' | 'error'; text: string };

/** Password change (spec §2, §4 "confirm, message, OK"): e-mails a reset link to the login
 * e-mail. Offered only when there is one (spec §5). */
export function PasswordChangeCard(props: { user: UserProfile; canChange: boolean }) {
  const [step, setStep] = useState<Step>({ name: 'start' });
  const recover = useRecoverPassword();
  const heading = useRef<HTMLHeadingElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const loginEmail = props.user.emailProfileEmail;

  const onSend = async () => {
    if (!loginEmail) {
      setStep({
        name: 'message',
        kind: 'error',
        text: 'There needs to be an email set but none was found.',
      });
      return;
    }
    try {
      await recover.mutateAsync(loginEmail);
      setStep({
        name: 'message',
        kind: 'success',
        text: 'An e-mail has been sent with instructions on resetting your password.',
      });
    } catch {
      setStep({
        name: 'message',
        kind: 'error',
        text: 'Could not initiate the password reset, please try again later.',
      });
    }
  };

  return (
    <AccountCard title="Password change" focusTarget={heading}>
      {!loginEmail && (
        <p className="govuk-body">Password reset can work only when an email is used to login.</p>
      )}
      {loginEmail && step.name === 'start' && (
        <>
          <p className="govuk-body">
            To change your password, we will email you a link to choose a new one.
          </p>
          {props.canChange && (
            <button
              ref={changeButton}
              type="button"
              className="govuk-button govuk-button--secondary"
              onClick={() => setStep({ name: 'confirm' })}
            >
              Change password
            </button>
          )}
        </>
      )}
      {loginEmail && step.name === 'confirm' && (
        <>
          <p className="govuk-body" role="status">
            We will send an email to <strong>{loginEmail}</strong> with a link to choose a new
            password. The link works for 1 hour.
          </p>
          <div className="govuk-button-group">
            <button
              type="button"
              className="govuk-button"
              disabled={recover.isPending}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the next step of the action the person just chose
              autoFocus
              onClick={() => void onSend()}
            >
              Send the email
            </button>
            <button
              type="button"
              className="govuk-button govuk-button--secondary"
              onClick={() => {
                setStep({ name: 'start' });
                focusAfterRender(changeButton);
              }}
            >
              Cancel
            </button>
          </div>
        </>
      )}
      {step.name === 'message' && (
        <CardMessage
          kind={step.kind}
          messages={[step.text]}
          onOk={() => {
            setStep({ name: 'start' });
            focusAfterRender(heading);
          }}
        />
      )}
    </AccountCard>
  );
}
