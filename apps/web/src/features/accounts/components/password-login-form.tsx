import { loginRequestSchema, useLogIn } from '../api/log-in.ts';
import { useSignInForm } from '../hooks/use-sign-in-form.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';

/** Sign in with e-mail address and password. */
export function PasswordLoginForm(props: { onForgotPassword: () => void }) {
  const logIn = useLogIn();
  const { form, errors, onSubmit, summary, attempt } = useSignInForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    fieldIds: { email: 'login-email', password: 'login-password' },
    signIn: (values) => logIn.mutateAsync(values),
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
