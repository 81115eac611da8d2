import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';

/** The full-page start-up failure of spec §2 Shell. */
export function AuthenticationFailure() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { councilName } = useRuntimeConfig();
  // It replaces the whole page, so it names the tab too (WCAG 2.4.2).
  useEffect(() => {
    document.title = `${t('errors.authFailureTitle')} – ${t('service.name')} – ${councilName}`;
  }, [t, councilName]);
  return (
    <main className="govuk-main-wrapper govuk-width-container" id="main-content" tabIndex={-1}>
      <h1 className="govuk-heading-l">{t('errors.authFailureTitle')}</h1>
      <p className="govuk-body">{t('errors.authFailureAdvice')}</p>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button" onClick={auth.login}>
          {t('errors.login')}
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={() => void auth.logout()}
        >
          {t('errors.logout')}
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={() => window.location.reload()}
        >
          {t('errors.refresh')}
        </button>
      </div>
    </main>
  );
}
