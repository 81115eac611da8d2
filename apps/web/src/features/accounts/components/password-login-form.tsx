import { useState } from 'react';
import { loginRequestSchema, useLogIn } from '../api/log-in.ts';
import { useSignInForm } from '../hooks/use-sign-in-form.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { PasswordField } from './password-field.tsx';
import { TotpLoginForm } from './totp-login-form.tsx';

/** Sign in with e-mail address and password, then, with two-step verification on, a code
 * from the authenticator app. */
export function PasswordLoginForm(props: { onForgotPassword: () => void }) {
  const [challenge, setChallenge] = useState<string | null>(null);
  return challenge ? (
    <TotpLoginForm challenge={challenge} onStartAgain={() => setChallenge(null)} />
  ) : (
    <PasswordStep onForgotPassword={props.onForgotPassword} onCodeNeeded={setChallenge} />
  );
}

function PasswordStep(props: {
  onForgotPassword: () => void;
  onCodeNeeded: (challenge: string) => void;
}) {
  const logIn = useLogIn();
  const { form, errors, onSubmit, summary, attempt } = useSignInForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    fieldIds: { email: 'login-email', password: 'login-password' },
    signIn: async (values) => {
      const result = await logIn.mutateAsync(values);
      if ('mfaRequired' in result) {
        props.onCodeNeeded(result.challenge);
        return null;
      }
      return result;
    },
    failureMessage: 'Could not sign in',
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <TextField
        id="login-email"
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <p className="govuk-body">
        <button
          type="button"
          className="app-link-button govuk-link"
          onClick={props.onForgotPassword}
        >
          I have forgotten my password
        </button>
      </p>
      <button type="submit" className="govuk-button" disabled={logIn.isPending}>
        Sign in
      </button>
    </form>
  );
}
