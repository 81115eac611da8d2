import { agentLoginRequestSchema, useLogInAsAgent } from '../api/log-in-as-agent.ts';
import { useSignInForm } from '../hooks/use-sign-in-form.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

/** A trusted person signs in for someone with that person's e-mail address and a PIN. */
export function PinLoginForm() {
  const logIn = useLogInAsAgent();
  const { form, errors, onSubmit, summary, attempt } = useSignInForm({
    schema: agentLoginRequestSchema,
    defaultValues: { email: '', pin: '' },
    fieldIds: { email: 'pin-login-email', pin: 'pin-login-pin' },
    signIn: (values) => logIn.mutateAsync(values),
    failureMessage: 'Could not sign in',
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p className="govuk-body">
        If someone has asked you to help with their assessment, they can make a PIN on their account
        page and give it to you.
      </p>
      <TextField
        id="pin-login-email"
        label="Their email address"
        hint="The email address the person you are helping signs in with"
        type="email"
        autoComplete="off"
        spellCheck={false}
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <TextField
        id="pin-login-pin"
        label="PIN"
        hint="The 8-digit PIN they gave you"
        inputMode="numeric"
        autoComplete="off"
        widthClass="govuk-input--width-10"
        error={errors.pin?.message}
        registration={form.register('pin')}
      />
      <button type="submit" className="govuk-button" disabled={logIn.isPending}>
        Sign in
      </button>
    </form>
  );
}
