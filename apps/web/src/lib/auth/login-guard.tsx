import { useEffect, useState, type ReactNode } from 'react';
import { constants } from '@csa/contracts/constants';
import { LoadingSpinner } from '../../components/ui/loading-spinner.tsx';
import { useAuth } from './auth-context.tsx';
import { SessionEndedNotice } from './session-ended-notice.tsx';

/**
 * Spec §2 login guard: a spinner while the sign-in check runs, a warning after 10 s, a
 * notice and a redirect to sign in after 2 s for signed-out visitors, and 'Not authorized'
 * for a signed-in person without the role a page needs.
 */
export function LoginGuard(props: { children: ReactNode; requiredRole?: string }) {
  const auth = useAuth();
  const [isSlow, setIsSlow] = useState(false);

  useEffect(() => {
    if (!auth.initializing) return;
    const timer = window.setTimeout(() => setIsSlow(true), constants.authCheckWarningMs);
    return () => window.clearTimeout(timer);
  }, [auth.initializing]);

  const { login } = auth;
  const mustSignIn = !auth.initializing && !auth.isAuthenticated && !auth.hasSessionEnded;
  useEffect(() => {
    if (!mustSignIn) return;
    const timer = window.setTimeout(login, constants.loginRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [mustSignIn, login]);

  if (auth.initializing) {
    return (
      <>
        <LoadingSpinner label="Checking you are signed in…" />
        {isSlow && (
          <div className="govuk-warning-text" role="alert">
            <span className="govuk-warning-text__icon" aria-hidden="true">
              !
            </span>
            <strong className="govuk-warning-text__text">
              <span className="govuk-visually-hidden">Warning</span>
              Authentication check takes too long to complete
            </strong>
          </div>
        )}
      </>
    );
  }
  if (auth.hasSessionEnded) return <SessionEndedNotice />;
  if (mustSignIn) {
    return (
      <div role="status">
        <h1 className="govuk-heading-l">Authenticating</h1>
        <p className="govuk-body">Redirecting to login/signup page...</p>
      </div>
    );
  }
  if (props.requiredRole && !auth.user?.roleNames.includes(props.requiredRole)) {
    return (
      <>
        <h1 className="govuk-heading-l">Not authorized</h1>
        <p className="govuk-body">
          You are not authorized to access this part. Either use other details when logging in or
          ask administrators to give you access.
        </p>
      </>
    );
  }
  return <>{props.children}</>;
}
