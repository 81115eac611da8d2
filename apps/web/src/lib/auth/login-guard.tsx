import { useEffect, useState, type ReactNode } from 'react';
import { constants } from '@csa/contracts/constants';
import { PageTitleBar } from '../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../components/ui/loading-spinner.tsx';
import { useAuth } from './auth-context.tsx';
import { SessionEndedNotice } from './session-ended-notice.tsx';

/**
 * Spec §2 login guard: a spinner while the sign-in check runs, a warning after 10 s, a
 * notice and a redirect to sign in after 2 s for signed-out visitors, and 'Not authorized'
 * for a signed-in person without the role a page needs.
 */
export function LoginGuard(props: {
  children: ReactNode;
  /** One role, or a list of which any one will do. */
  requiredRole?: string | readonly string[];
  /** The page shows its own h1 and title outside the guard; the guard's headings are h2. */
  hasOwnTitle?: boolean;
}) {
  const auth = useAuth();
  const isStarting = auth.status === 'starting';
  const [isSlow, setIsSlow] = useState(false);

  useEffect(() => {
    if (!isStarting) return;
    const timer = window.setTimeout(() => setIsSlow(true), constants.authCheckWarningMs);
    return () => window.clearTimeout(timer);
  }, [isStarting]);

  const { login } = auth;
  const mustSignIn = auth.status === 'signedOut' || auth.status === 'failed';
  useEffect(() => {
    if (!mustSignIn) return;
    const timer = window.setTimeout(login, constants.loginRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [mustSignIn, login]);

  const heading = (title: string) =>
    props.hasOwnTitle ? (
      <h2 className="govuk-heading-m">{title}</h2>
    ) : (
      <PageTitleBar title={title} />
    );

  if (isStarting) {
    return (
      <>
        {heading('Checking you are signed in')}
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
  if (auth.status === 'sessionEnded')
    return <SessionEndedNotice hasOwnTitle={props.hasOwnTitle === true} />;
  if (mustSignIn) {
    return (
      <div role="status">
        {heading('Authenticating')}
        <p className="govuk-body">Redirecting to login/signup page...</p>
      </div>
    );
  }
  const allowedRoles =
    typeof props.requiredRole === 'string' ? [props.requiredRole] : props.requiredRole;
  if (allowedRoles && !allowedRoles.some((role) => auth.user?.roleNames.includes(role))) {
    return (
      <>
        {heading('Not authorized')}
        <p className="govuk-body">
          You are not authorized to access this part. Either use other details when logging in or
          ask administrators to give you access.
        </p>
      </>
    );
  }
  return <>{props.children}</>;
}
