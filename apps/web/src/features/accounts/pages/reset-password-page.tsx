import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { newPasswordSchema } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { useKeyFromAddress } from '../hooks/use-key-from-address.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { applyServerErrors, summaryErrors } from '../lib/form-errors.ts';
import '../../../styles/forms.scss';
import '../accounts.scss';

const schema = z.object({ password: newPasswordSchema });

/** Where the e-mailed reset link lands (`/reset-password?key=`). The key is not called `token`
 * because a `token` in the address means "sign in with this" (spec §4). */
export function ResetPasswordPage() {
  const key = useKeyFromAddress();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { password: '' },
  });
  const reset = useResetPassword();
  const { extendSession, status } = useAuth();
  const [done, setDone] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;
  const isSignedIn = status === 'signedIn';

  // A reset signs out every session of that account. If this tab is signed in to it, now or
  // once its own start-up check answers (on a slow connection that can come after the reset),
  // asking the server shows it, and the 401 signs the tab out (the header follows).
  useEffect(() => {
    if (done && isSignedIn) extendSession().catch(() => undefined);
  }, [done, isSignedIn, extendSession]);

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      setPageError(null);
      try {
        setDone((await reset.mutateAsync({ token: key, password })).message);
      } catch (error) {
        setPageError(
          applyServerErrors(error, form.setError, ['password'], 'Could not change your password'),
        );
        setAttempt((count) => count + 1);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitleBar title="Choose a new password" />
        {done ? (
          <>
            <div className="govuk-inset-text" role="status">
              {done}
            </div>
            <Link className="govuk-button" to={paths.login.getHref()}>
              Sign in
            </Link>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <ErrorSummary
              errors={[
                ...(pageError ? [{ message: pageError }] : []),
                ...summaryErrors(errors, { password: 'reset-password' }),
              ]}
              focusKey={attempt}
            />
            <PasswordField
              id="reset-password"
              label="New password"
              hint="At least 8 characters. Three or four unrelated words make a strong password that is easy to remember."
              autoComplete="new-password"
              error={errors.password?.message}
              registration={form.register('password')}
            />
            <button type="submit" className="govuk-button" disabled={reset.isPending || !key}>
              Change password
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
