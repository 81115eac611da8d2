import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { focusPageStart } from '../layout/focus-page-heading.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import type { ApiError } from '../../lib/api-error.ts';
import { subscribeToRequestErrors } from '../../lib/request-events.ts';

type BannerKind = 'unauthenticated' | 'forbidden' | 'server';

function kindOf(error: ApiError): BannerKind | null {
  if (error.status === 401) return 'unauthenticated';
  if (error.status === 403) return 'forbidden';
  if (error.status >= 500) return 'server';
  return null;
}

/** The request-error banners of spec §8: 401 and 403 offer Cancel or Log in; 5xx and no
 * response are dismissable. Announced by screen readers as alerts. */
export function RequestErrorBanners() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [kind, setKind] = useState<BannerKind | null>(null);

  useEffect(() => subscribeToRequestErrors((error) => setKind(kindOf(error) ?? null)), []);

  // Once the sign-in has ended, the page itself says so and offers Log in (decision 0032).
  if (!kind || (kind === 'unauthenticated' && auth.status === 'sessionEnded')) return null;
  const message =
    kind === 'unauthenticated'
      ? t('errors.unauthenticated')
      : kind === 'forbidden'
        ? t('errors.forbidden')
        : t('errors.server');
  return (
    <div
      className="govuk-notification-banner govuk-notification-banner--error"
      role="alert"
      aria-labelledby="request-error-title"
    >
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id="request-error-title">
          {kind === 'server' ? 'Error' : message}
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-notification-banner__heading">{message}</p>
        <div className="govuk-button-group">
          {kind !== 'server' && (
            <button
              type="button"
              className="govuk-button"
              onClick={() => {
                focusPageStart();
                setKind(null);
                auth.login();
              }}
            >
              {t('nav.logIn')}
            </button>
          )}
          <button
            type="button"
            className="govuk-button govuk-button--secondary"
            onClick={() => {
              // The banner goes with the focused button: focus moves on to the page first.
              focusPageStart();
              setKind(null);
            }}
          >
            {kind === 'server' ? t('errors.dismiss') : t('errors.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
