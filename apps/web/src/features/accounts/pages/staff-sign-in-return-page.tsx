import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { finishStaffSignIn } from '../api/finish-staff-sign-in.ts';
import { takeStaffSignInAttempt } from '../lib/staff-sign-in-attempt.ts';

const signInFailed =
  'Signing in with your council account did not work. Go back to the sign-in page and try again.';

/**
 * Where the council's identity provider sends a member of staff back (decision 0127). The
 * provider's answer leaves the address at once, as a sign-in token does (decision 0100), and
 * goes to the server with the token the start call left in this tab; the session it gives
 * opens the staff inbox.
 */
export function StaffSignInReturnPage() {
  const { status, acceptToken } = useAuth();
  const isStarting = status === 'starting';
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once per page load: the address is emptied below, and React may run effects twice.
  const answer = useRef<{ returnParameters: string; attempt: string | null } | null>(null);
  if (answer.current === null) {
    answer.current = {
      returnParameters: search.replace(/^\?/, ''),
      attempt: takeStaffSignInAttempt(),
    };
  }
  const isSent = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void navigate({ search: '' }, { replace: true });
  }, [navigate]);

  useEffect(() => {
    // A sign-in of this tab found at start-up must not overwrite the new one afterwards.
    if (isStarting || isSent.current || !answer.current) return;
    isSent.current = true;
    const { returnParameters, attempt } = answer.current;
    async function finish() {
      if (!attempt) throw new Error('no sign-in was started in this tab');
      const { token } = await finishStaffSignIn({ attempt, returnParameters });
      await acceptToken(token);
      await navigate(paths.staffInbox.getHref(), { replace: true });
    }
    finish().catch((caught: unknown) => {
      setError(
        caught instanceof ApiError && !caught.isDefaultMessage ? caught.message : signInFailed,
      );
    });
  }, [isStarting, acceptToken, navigate]);

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitleBar title={error ? 'You are not signed in' : 'Signing you in'} />
        {error ? (
          <>
            <p className="govuk-body" role="alert">
              {error}
            </p>
            <p className="govuk-body">
              <Link className="govuk-link" to={paths.login.getHref()}>
                Go back to the sign-in page
              </Link>
            </p>
          </>
        ) : (
          <p className="govuk-body" role="status">
            Signing you in with your council account.
          </p>
        )}
      </div>
    </div>
  );
}
