import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Why an admin page could not load its draft or versions: most often two-step verification
 * is not set up yet, which the admin can fix on their account page. */
export function ContentAccessProblem(props: { error: unknown }) {
  const { error } = props;
  const isSecondFactorMissing =
    error instanceof ApiError &&
    error.status === 403 &&
    error.errors.some((entry) => entry.code === 'SECOND_FACTOR_REQUIRED');
  return (
    <div className="govuk-error-summary" role="alert">
      <h2 className="govuk-error-summary__title">
        {isSecondFactorMissing ? 'Set up two-step verification' : 'There is a problem'}
      </h2>
      <div className="govuk-error-summary__body">
        <p className="govuk-body">
          {error instanceof ApiError ? error.message : 'Could not load the help links and wording.'}
        </p>
        {isSecondFactorMissing && (
          <p className="govuk-body">
            <Link className="govuk-link" to={paths.account.getHref()}>
              Go to your account page
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
