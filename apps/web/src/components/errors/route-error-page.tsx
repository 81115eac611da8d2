import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { reportError } from '../../lib/error-reporting.ts';

const knownCodes = ['NO_SUPPORTED_FORM_TYPE_CODES', 'MISSING_FORM_TYPE_CODE'];

/** Each route's error boundary, shown inside the shell: a friendly message instead of a
 * blank screen, and a report to the error service when one is configured. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const code = error instanceof Error && knownCodes.includes(error.message) ? error.message : null;
  useEffect(() => reportError(error), [error]);
  return (
    <>
      <h1 className="govuk-heading-l">{t('errors.pageTitle')}</h1>
      <p className="govuk-body">{code ? t(`errors.${code}`) : t('errors.pageBody')}</p>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <a className="govuk-link" href="/">
          {t('nav.home')}
        </a>
      </div>
    </>
  );
}

/** The boundary of the shell itself, when even the header could not render. */
export function RootErrorPage() {
  return (
    <div className="govuk-width-container">
      <main className="govuk-main-wrapper" id="main-content" tabIndex={-1}>
        <RouteErrorPage />
      </main>
    </div>
  );
}
