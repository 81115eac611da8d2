import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { signUpRequestSchema, useSignUp } from '../api/sign-up.ts';
import { ErrorSummary } from '../components/error-summary.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { TextField } from '../components/text-field.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { applyServerErrors, summaryErrors } from '../lib/form-errors.ts';
import '../../../styles/forms.scss';
import '../accounts.scss';

type Values = z.input<typeof signUpRequestSchema>;
const fieldNames = ['name', 'email', 'password', 'postcode'] as const;

/** The built-in gateway's signUp view (spec §4). */
export function SignUpPage() {
  const form = useForm<Values, unknown, z.output<typeof signUpRequestSchema>>({
    resolver: zodResolver(signUpRequestSchema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { name: '', email: '', password: '', postcode: '' },
  });
  const signUp = useSignUp();
  const completeSignIn = useCompleteSignIn();
  const [pageError, setPageError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPageError(null);
      try {
        const { token } = await signUp.mutateAsync(values);
        await completeSignIn(token);
      } catch (error) {
        setPageError(
          applyServerErrors(error, form.setError, [...fieldNames], 'Could not create your account'),
        );
        setAttempt((count) => count + 1);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  const summary = [
    ...(pageError ? [{ message: pageError }] : []),
    ...summaryErrors(errors, {
      name: 'signup-name',
      email: 'signup-email',
      password: 'signup-password',
      postcode: 'signup-postcode',
    }),
  ];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitleBar title="Create an account" />
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <ErrorSummary errors={summary} focusKey={attempt} />
          <TextField
            id="signup-name"
            label="Full name"
            autoComplete="name"
            spellCheck={false}
            error={errors.name?.message}
            registration={form.register('name')}
          />
          <TextField
            id="signup-email"
            label="Email address"
            hint="You will sign in with this. We will send you a link to confirm it."
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={errors.email?.message}
            registration={form.register('email')}
          />
          <PasswordField
            id="signup-password"
            label="Create a password"
            hint="At least 8 characters. Three or four unrelated words make a strong password that is easy to remember."
            autoComplete="new-password"
            error={errors.password?.message}
            registration={form.register('password')}
          />
          <TextField
            id="signup-postcode"
            label="Postcode"
            autoComplete="postal-code"
            widthClass="govuk-input--width-10"
            error={errors.postcode?.message}
            registration={form.register('postcode')}
          />
          <button type="submit" className="govuk-button" disabled={signUp.isPending}>
            Create account
          </button>
        </form>
        <p className="govuk-body">
          Already have an account?{' '}
          <Link className="govuk-link" to={paths.login.getHref()}>
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
