import { Link } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { signUpRequestSchema, useSignUp } from '../api/sign-up.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { NewAccountFields } from '../components/new-account-fields.tsx';
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
          <NewAccountFields idPrefix="signup" register={form.register} errors={errors} />
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
