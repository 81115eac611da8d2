import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { agentLoginRequestSchema, useLogInAsAgent } from '../api/log-in-as-agent.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { applyServerErrors, summaryErrors } from '../lib/form-errors.ts';
import { ErrorSummary } from './error-summary.tsx';
import { TextField } from './text-field.tsx';

type Values = z.input<typeof agentLoginRequestSchema>;

/** A trusted person signs in for someone with that person's e-mail address and a PIN. */
export function PinLoginForm() {
  const form = useForm<Values, unknown, z.output<typeof agentLoginRequestSchema>>({
    resolver: zodResolver(agentLoginRequestSchema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { email: '', pin: '' },
  });
  const logIn = useLogInAsAgent();
  const completeSignIn = useCompleteSignIn();
  const [pageError, setPageError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPageError(null);
      try {
        const { token } = await logIn.mutateAsync(values);
        await completeSignIn(token);
      } catch (error) {
        setPageError(
          applyServerErrors(error, form.setError, ['email', 'pin'], 'Could not sign in'),
        );
        setAttempt((count) => count + 1);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  const summary = [
    ...(pageError ? [{ message: pageError }] : []),
    ...summaryErrors(errors, { email: 'pin-login-email', pin: 'pin-login-pin' }),
  ];
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
