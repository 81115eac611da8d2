import { Link } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { signUpRequestSchema, useSignUp } from '../api/sign-up.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useSignInForm } from '../hooks/use-sign-in-form.ts';
import '../../../styles/forms.scss';
import '../accounts.scss';

/** The built-in gateway's signUp view (spec §4). */
export function SignUpPage() {
  const signUp = useSignUp();
  const { form, errors, onSubmit, summary, attempt } = useSignInForm({
    schema: signUpRequestSchema,
    defaultValues: { name: '', email: '', password: '', postcode: '' },
    fieldIds: {
      name: 'signup-name',
      email: 'signup-email',
      password: 'signup-password',
      postcode: 'signup-postcode',
    },
    signIn: (values) => signUp.mutateAsync(values),
    failureMessage: 'Could not create your account',
  });

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
