import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { apiRequest } from './api-client.ts';
import { forgetActingFor, useActingFor } from './acting-for.ts';

/** The caller the server says the session acts for, read by hand: the banner is in the
 * shell, which every page loads first, and a schema library there would weigh on each. */
function callerIdOf(answer: unknown): string | null {
  const data = (answer as { data?: { callerId?: unknown } | null } | null)?.data;
  return typeof data?.callerId === 'string' ? data.callerId : null;
}

/**
 * "You are completing this for <caller>. Channel: phone." on every page while a member of
 * staff acts for a caller. On each page the server is asked again whom the session acts for,
 * so the banner never names a caller the server has stopped answering for.
 */
export function ActingForBanner() {
  const caller = useActingFor();
  const { pathname } = useLocation();
  const callerId = caller?.callerId;

  useEffect(() => {
    if (!callerId) return;
    let isCurrent = true;
    apiRequest('GET', '/internal/v1/staff/acting-for', { isQuiet: true })
      .then((answer) => {
        if (isCurrent && callerIdOf(answer) !== callerId) forgetActingFor();
      })
      // Signed out or no longer staff: nobody is being acted for.
      .catch(() => {
        if (isCurrent) forgetActingFor();
      });
    return () => {
      isCurrent = false;
    };
  }, [callerId, pathname]);

  if (!caller) return null;
  return (
    <div
      className="govuk-notification-banner app-acting-for-banner"
      role="region"
      aria-labelledby="acting-for-title"
    >
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id="acting-for-title">
          Phone call
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-body">
          You are completing this for <strong>{caller.callerName}</strong>. Channel: phone.
        </p>
        <p className="govuk-body">
          <Link className="govuk-notification-banner__link" to={paths.staffCallers.getHref()}>
            Phone callers
          </Link>
        </p>
      </div>
    </div>
  );
}
