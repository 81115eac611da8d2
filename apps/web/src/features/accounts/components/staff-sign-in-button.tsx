import { useState } from 'react';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { startStaffSignIn } from '../api/start-staff-sign-in.ts';
import { keepStaffSignInAttempt } from '../lib/staff-sign-in-attempt.ts';

const startFailed =
  'Signing in with your council account is not available at the moment. Try again later.';

/** Sends council staff to the council's identity provider to sign in (decision 0127). */
export function StaffSignInButton() {
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setIsStarting(true);
    setError(null);
    try {
      const { authorizationUrl, attempt } = await startStaffSignIn();
      keepStaffSignInAttempt(attempt);
      window.location.assign(authorizationUrl);
    } catch (caught) {
      setIsStarting(false);
      setError(
        caught instanceof ApiError && !caught.isDefaultMessage ? caught.message : startFailed,
      );
    }
  }

  return (
    <>
      {error && <ProblemMessage isAlert>{error}</ProblemMessage>}
      <button
        type="button"
        className="govuk-button govuk-button--secondary"
        disabled={isStarting}
        onClick={() => void start()}
      >
        Council staff: sign in with your council account
      </button>
    </>
  );
}
