import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginRequestSchema, useLogIn } from '../api/log-in.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { applyServerErrors, summaryErrors } from '../lib/form-errors.ts';
import { ErrorSummary } from './error-summary.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';

type Values = z.input<typeof loginRequestSchema>;

/** Sign in with e-mail address and password. */
export function PasswordLoginForm(props: { onForgotPassword: () => void }) {
  const form = useForm<Values, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });
  const logIn = useLogIn();
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
          applyServerErrors(error, form.setError, ['email', 'password'], 'Could not sign in'),
        );
        setAttempt((count) => count + 1);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  const summary = [
    ...(pageError ? [{ message: pageError }] : []),
    ...summaryErrors(errors, { email: 'login-email', password: 'login-password' }),
  ];
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
