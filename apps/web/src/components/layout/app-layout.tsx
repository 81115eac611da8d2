import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useActingFor } from '../../lib/acting-for.ts';
import { CookieBanner } from '../../lib/cookie-consent/cookie-banner.tsx';
import { AccountSwitchPrompt } from '../../lib/auth/account-switch-prompt.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { IdleWarning } from '../../lib/auth/idle-warning.tsx';
import { LoadingSpinner } from '../ui/loading-spinner.tsx';
import { AuthenticationFailure } from '../errors/authentication-failure.tsx';
import { RequestErrorBanners } from '../errors/request-error-banners.tsx';
import { focusPageHeading } from './focus-page-heading.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SkipLink } from './skip-link.tsx';

/** Only council staff taking a call ever see it: its own chunk, out of every first load. */
const ActingForBanner = lazy(async () => ({
  default: (await import('../../lib/acting-for-banner.tsx')).ActingForBanner,
}));

/** How long to wait for a lazily loaded page's h1 before settling for the main content. */
const headingWaitMs = 3_000;

/**
 * The shell around every page. On the first load focus stays at the start of the document,
 * so the first Tab reaches the skip link. After a client-side navigation focus moves to the
 * new page's h1, so screen-reader users hear the new page and keyboard users carry on from
 * its top; a page still loading gets it when its h1 appears.
 */
export function AppLayout(props: {
  /** The first page's own chunk is still on its way: a loading status stands in for it. */
  isPageLoading?: boolean;
}) {
  const auth = useAuth();
  const actingFor = useActingFor();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  // Compared with the path, not a first-render flag: effects run twice in development and a
  // remounted shell starts again, and neither is a navigation.
  const shownPath = useRef(location.pathname);

  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (focusPageHeading()) return;
    const main = mainRef.current;
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!main.contains(document.activeElement)) main.focus();
    }, headingWaitMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.pathname]);

  return (
    <>
      <SkipLink />
      <CookieBanner />
      <IdleWarning />
      <Header />
      {auth.status === 'failed' ? (
        <AuthenticationFailure />
      ) : (
        <div className="govuk-width-container">
          <main className="govuk-main-wrapper" id="main-content" tabIndex={-1} ref={mainRef}>
            <RequestErrorBanners />
            {actingFor && (
              <Suspense fallback={null}>
                <ActingForBanner />
              </Suspense>
            )}
            {props.isPageLoading ? (
              <LoadingSpinner />
            ) : auth.pendingSwitch ? (
              <AccountSwitchPrompt />
            ) : (
              <Outlet />
            )}
          </main>
        </div>
      )}
      <Footer />
    </>
  );
}
