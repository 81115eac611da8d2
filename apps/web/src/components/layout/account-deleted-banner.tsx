import { useEffect, useRef, useState } from 'react';
import { takeAccountDeleted } from '../../lib/account-deleted-notice.ts';

/** The confirmation after deleting an account: it worked, and what the council still holds. */
export function AccountDeletedBanner() {
  const [isShown] = useState(takeAccountDeleted);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isShown) ref.current?.focus();
  }, [isShown]);
  if (!isShown) return null;
  return (
    <div
      className="govuk-notification-banner govuk-notification-banner--success"
      role="alert"
      aria-labelledby="account-deleted-title"
      tabIndex={-1}
      ref={ref}
    >
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id="account-deleted-title">
          Success
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-notification-banner__heading">Your account has been deleted</p>
        <p className="govuk-body">
          We have removed your sign-in details, your linked mobile number, your PINs and the
          assessments you had not sent. Assessments you had already submitted stay with the council,
          which needs them to arrange your care and support; they are no longer linked to a login.
        </p>
      </div>
    </div>
  );
}
