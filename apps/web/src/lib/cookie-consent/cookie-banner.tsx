import { useEffect, useRef, useState } from 'react';
import { focusPageStart } from '../../components/layout/focus-page-heading.ts';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n.ts';
import { constants } from '@csa/contracts/constants';
import { paths } from '../../config/paths.ts';
import {
  readConsent,
  subscribeToConsent,
  writeConsent,
  type ConsentChoice,
} from './consent-cookie.ts';
import { useReservedRoomAtBottom } from './use-reserved-room-at-bottom.ts';

/**
 * The GOV.UK cookie banner, shown 1 second after load when no choice exists (spec §9). After a
 * choice it confirms what happened and moves focus to that message, then can be hidden.
 *
 * It appears after the page has been laid out, so it lies over the bottom of the window
 * instead of pushing the page down (that shift was most of the first page's layout
 * shift). It stays first in the focus order, and the page keeps room of its height at the
 * bottom so that nothing focused can end up hidden behind it (WCAG 2.4.11). Its confirmation
 * stays on the page where the choice was made: the next page is shown without it.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const { pathname } = useLocation();
  const [choicePathname, setChoicePathname] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const bannerRef = useRef<HTMLElement>(null);

  // Whether the choice was made with this banner's buttons (it then confirms it), rather than on
  // the cookie policy page (it then has nothing left to ask, and goes).
  const isChoosingHere = useRef(false);

  useEffect(() => {
    if (readConsent()) return;
    const timer = window.setTimeout(() => {
      if (!readConsent()) setIsVisible(true);
    }, constants.cookieBannerDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      subscribeToConsent(() => {
        if (!isChoosingHere.current) setIsVisible(false);
      }),
    [],
  );

  useEffect(() => {
    if (choice) confirmationRef.current?.focus();
  }, [choice]);

  const isShown = isVisible && (choice === null || pathname === choicePathname);
  useReservedRoomAtBottom(bannerRef, isShown);

  if (!isShown) return null;
  const serviceName = t('service.name');
  const choose = (value: ConsentChoice) => {
    isChoosingHere.current = true;
    writeConsent(value);
    setChoice(value);
    setChoicePathname(pathname);
  };

  return (
    <section
      ref={bannerRef}
      className="govuk-cookie-banner app-cookie-banner"
      data-nosnippet
      aria-label={t('cookies.bannerTitle', { service: serviceName })}
    >
      {choice === null ? (
        <div className="govuk-cookie-banner__message govuk-width-container">
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <h2 className="govuk-cookie-banner__heading govuk-heading-m">
                {t('cookies.bannerTitle', { service: serviceName })}
              </h2>
              <div className="govuk-cookie-banner__content">
                <p className="govuk-body">{t('cookies.bannerEssential')}</p>
                <p className="govuk-body">{t('cookies.bannerAdditional')}</p>
              </div>
            </div>
          </div>
          <div className="govuk-button-group">
            <button type="button" className="govuk-button" onClick={() => choose('accepted')}>
              {t('cookies.accept')}
            </button>
            <button type="button" className="govuk-button" onClick={() => choose('rejected')}>
              {t('cookies.reject')}
            </button>
            <Link className="govuk-link" to={paths.cookiePolicy.getHref()}>
              {t('cookies.view')}
            </Link>
          </div>
        </div>
      ) : (
        <div
          className="govuk-cookie-banner__message govuk-width-container"
          role="alert"
          tabIndex={-1}
          ref={confirmationRef}
        >
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <div className="govuk-cookie-banner__content">
                <p className="govuk-body">
                  {choice === 'accepted' ? t('cookies.accepted') : t('cookies.rejected')}{' '}
                  {t('cookies.changeBefore')}{' '}
                  <Link className="govuk-link" to={paths.cookiePolicy.getHref()}>
                    {t('cookies.changeLink')}
                  </Link>{' '}
                  {t('cookies.changeAfter')}
                </p>
              </div>
            </div>
          </div>
          <div className="govuk-button-group">
            <button
              type="button"
              className="govuk-button"
              onClick={() => {
                // The banner goes with the focused button: focus moves on to the page first,
                // which is already there, so it is never left on the body in between.
                focusPageStart();
                setIsVisible(false);
              }}
            >
              {t('cookies.hide')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
