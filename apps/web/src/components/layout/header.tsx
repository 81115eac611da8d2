import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useOptionalFormTypeCode } from '../../lib/use-form-type-code.ts';
import { AccountMenu } from './account-menu.tsx';
import { TranslateWidget } from './translate-widget.tsx';

/** The council's own logo, or the alternate one for the other flavour (spec §2 Shell). */
function logoFor(flavour: string, configured: string): string {
  if (configured) return configured;
  return flavour === 'kent' ? '/logo-kent.svg' : '/logo-london-borough.svg';
}

export function Header() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const auth = useAuth();
  const formTypeCode = useOptionalFormTypeCode();

  return (
    <header className="govuk-header" data-module="govuk-header">
      <div className="govuk-header__container govuk-width-container app-header__container">
        <Link to={paths.home.getHref()} className="govuk-header__link govuk-header__link--homepage">
          <img
            className="app-header__logo-image"
            src={logoFor(config.flavour, config.logoUrl)}
            alt={`${config.councilName} – ${t('service.name')} home`}
            width="230"
            height="36"
          />
        </Link>
        <nav aria-label={t('nav.mainNavigation')}>
          <ul className="app-header__nav">
            {auth.isAuthenticated && (
              <li>
                <Link
                  className="govuk-header__link app-header__nav-link"
                  to={
                    formTypeCode
                      ? paths.assessments.getHref(formTypeCode)
                      : paths.assessmentPathways.getHref()
                  }
                >
                  {t('nav.assessments')}
                </Link>
              </li>
            )}
            <li>
              <Link
                className="govuk-header__link app-header__nav-link"
                to={formTypeCode ? paths.help.getHref(formTypeCode) : paths.helpPathways.getHref()}
              >
                {t('nav.usefulResources')}
              </Link>
            </li>
            {!auth.isAuthenticated && !auth.initializing && (
              <>
                <li>
                  <button
                    type="button"
                    className="govuk-button govuk-button--inverse app-header__button"
                    onClick={auth.login}
                  >
                    {t('nav.logIn')}
                  </button>
                </li>
                <li>
                  <button
                    type="button"
                    className="govuk-button govuk-button--secondary app-header__button"
                    onClick={auth.signUp}
                  >
                    {t('nav.signUp')}
                  </button>
                </li>
              </>
            )}
            {auth.isAuthenticated && (
              <li>
                <AccountMenu
                  email={auth.user?.emailProfileEmail ?? auth.user?.email ?? null}
                  name={auth.user?.name ?? ''}
                  onLogout={() => void auth.logout()}
                />
              </li>
            )}
          </ul>
        </nav>
        {config.translationEnabled && <TranslateWidget />}
      </div>
    </header>
  );
}
