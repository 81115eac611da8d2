import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context.tsx';

/** The full-page start-up failure of spec §2 Shell. */
export function AuthenticationFailure() {
  const { t } = useTranslation();
  const auth = useAuth();
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
