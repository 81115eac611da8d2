import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { totpCodeSchema } from '@csa/contracts';
import { useLogInWithTotp } from '../api/log-in-with-totp.ts';
import { useSignInForm } from '../hooks/use-sign-in-form.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

const codeSchema = z.object({ code: totpCodeSchema });

/** The second step of a two-step sign-in: the 6-digit code the authenticator app shows. */
export function TotpLoginForm(props: { challenge: string; onStartAgain: () => void }) {
  const logInWithTotp = useLogInWithTotp();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { form, errors, onSubmit, summary, attempt } = useSignInForm({
    schema: codeSchema,
    defaultValues: { code: '' },
    fieldIds: { code: 'login-totp-code' },
    signIn: (values) =>
      logInWithTotp.mutateAsync({ challenge: props.challenge, code: values.code }),
    failureMessage: 'Could not sign in',
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <h2 className="govuk-heading-m" ref={heading} tabIndex={-1}>
        Enter the code from your authenticator app
      </h2>
      <TextField
        id="login-totp-code"
        label="6-digit code"
        hint="Open the authenticator app you set up for this account. The code changes every 30 seconds."
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        widthClass="govuk-input--width-5"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={logInWithTotp.isPending}>
          Continue
        </button>
        <button type="button" className="app-link-button govuk-link" onClick={props.onStartAgain}>
          Sign in again with your email and password
        </button>
      </div>
    </form>
  );
}
