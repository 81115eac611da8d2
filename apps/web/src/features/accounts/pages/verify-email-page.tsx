import { Link } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useKeyFromAddress } from '../hooks/use-key-from-address.ts';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';
import '../accounts.scss';

/** Where the e-mailed verification link lands (`/verify-email?key=`). */
export function VerifyEmailPage() {
  const key = useKeyFromAddress();
  const verification = useVerifyEmail(key);

  return (
    <>
      <PageTitleBar title="Confirm your email address" />
      {key && verification.isPending && <LoadingSpinner label="Confirming your email address…" />}
      {verification.isSuccess && (
        <div className="govuk-inset-text" role="status">
          <p className="govuk-body">Thank you. {verification.data.email} is confirmed.</p>
          {verification.data.notice && (
            // The first confirmation ended the sessions set up before it, this tab's too.
            <p className="govuk-body">
              {verification.data.notice}{' '}
              <Link className="govuk-link" to={paths.login.getHref()}>
                Sign in
              </Link>
            </p>
          )}
        </div>
      )}
      {(!key || verification.isError) && (
        <div className="govuk-error-summary" role="alert">
          <ProblemMessage className="govuk-body govuk-!-margin-bottom-0">
            {verification.error?.message ??
              'This link is not complete. Copy the whole link from the email into your browser.'}
          </ProblemMessage>
        </div>
      )}
      <p className="govuk-body">
        <Link className="govuk-link" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </p>
    </>
  );
}
