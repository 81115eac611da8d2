import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Why a staff page could not load: most often two-step verification is not set up yet,
 * which the member of staff can fix on their account page. */
export function StaffAccessProblem(props: { error: unknown }) {
  const { error } = props;
  const isSecondFactorMissing =
    error instanceof ApiError &&
    error.status === 403 &&
    error.errors.some((entry) => entry.code === 'SECOND_FACTOR_REQUIRED');
  if (isSecondFactorMissing) {
    return (
      <div className="govuk-error-summary" role="alert">
        <h2 className="govuk-error-summary__title">Set up two-step verification</h2>
        <div className="govuk-error-summary__body">
          <p className="govuk-body">{error.message}</p>
          <p className="govuk-body">
            <Link className="govuk-link" to={paths.account.getHref()}>
              Go to your account page
            </Link>
          </p>
        </div>
      </div>
    );
  }
  const message =
    error instanceof ApiError && error.status === 404
      ? 'This submission was not found, or it belongs to another team.'
      : error instanceof ApiError
        ? error.message
        : 'Server responded with an unexpected error, please try reloading the page after a couple of minutes to see if this error goes away.';
  return (
    <div className="govuk-error-summary" role="alert">
      <h2 className="govuk-error-summary__title">There is a problem</h2>
      <div className="govuk-error-summary__body">
        <p className="govuk-body">{message}</p>
      </div>
    </div>
  );
}
