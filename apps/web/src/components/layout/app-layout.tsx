import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from '../../lib/cookie-consent/cookie-banner.tsx';
import { AccountSwitchPrompt } from '../../lib/auth/account-switch-prompt.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { AuthenticationFailure } from '../errors/authentication-failure.tsx';
import { RequestErrorBanners } from '../errors/request-error-banners.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SkipLink } from './skip-link.tsx';

/** The shell around every page. After a client-side navigation, focus moves to the main
 * content so screen-reader users hear the new page, as they would after a full page load. */
export function AppLayout() {
  const auth = useAuth();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [location.pathname]);

  return (
    <>
      <SkipLink />
      <CookieBanner />
      <Header />
      {auth.hasFailed ? (
        <AuthenticationFailure />
      ) : (
        <div className="govuk-width-container">
          <main className="govuk-main-wrapper" id="main-content" tabIndex={-1} ref={mainRef}>
            <RequestErrorBanners />
            {auth.pendingSwitch ? <AccountSwitchPrompt /> : <Outlet />}
          </main>
        </div>
      )}
      <Footer />
    </>
  );
}
