import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { focusPageHeading } from '../../../components/layout/focus-page-heading.ts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';
import { ForgottenPasswordForm } from '../components/forgotten-password-form.tsx';
import { MobileLoginForm } from '../components/mobile-login-form.tsx';
import { PasswordLoginForm } from '../components/password-login-form.tsx';
import { PinLoginForm } from '../components/pin-login-form.tsx';
import { StaffSignInButton } from '../components/staff-sign-in-button.tsx';
import '../../../styles/forms.scss';
import '../accounts.scss';

type Method = 'password' | 'mobile' | 'pin' | 'forgotten';

const titles: Record<Method, string> = {
  password: 'Sign in',
  mobile: 'Sign in with your mobile phone',
  pin: 'Sign in as a trusted person',
  forgotten: 'Reset your password',
};

function methodOf(value: string | null): Method {
  return value === 'mobile' || value === 'pin' || value === 'forgotten' ? value : 'password';
}

/** The built-in gateway's login view (spec §4), with the mobile and PIN variants. The method
 * is in the address so Back returns to the previous one. */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const method = methodOf(searchParams.get('method'));
  const { staffSignInEnabled } = useRuntimeConfig();
  // Switching method replaces the page's content without a new path: focus goes to the new
  // heading, as after a navigation, instead of dropping to the body.
  const shownMethod = useRef(method);
  useEffect(() => {
    if (shownMethod.current === method) return;
    shownMethod.current = method;
    focusPageHeading();
  }, [method]);
  const hrefFor = (next: Method) => (next === 'password' ? '?' : `?method=${next}`);
  const others = (['password', 'mobile', 'pin'] as const).filter((other) => other !== method);
  const otherLabels: Record<(typeof others)[number], string> = {
    password: 'Sign in with your email address and password',
    mobile: 'Sign in with your mobile phone',
    pin: 'Sign in as a trusted person with a PIN',
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitleBar title={titles[method]} />
        {method === 'password' && (
          <PasswordLoginForm onForgotPassword={() => setSearchParams({ method: 'forgotten' })} />
        )}
        {method === 'forgotten' && <ForgottenPasswordForm onBack={() => setSearchParams({})} />}
        {method === 'mobile' && <MobileLoginForm />}
        {method === 'pin' && <PinLoginForm />}

        <h2 className="govuk-heading-m">Other ways to sign in</h2>
        <ul className="govuk-list">
          {others.map((other) => (
            <li key={other}>
              <Link className="govuk-link" to={hrefFor(other)}>
                {otherLabels[other]}
              </Link>
            </li>
          ))}
        </ul>
        {staffSignInEnabled && <StaffSignInButton />}
        <h2 className="govuk-heading-m">New to this service?</h2>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.signUp.getHref()}>
            Create an account
          </Link>
        </p>
      </div>
    </div>
  );
}
