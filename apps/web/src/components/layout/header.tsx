import { Link } from 'react-router';
import { serviceManagerRoleName, teamRoleNames } from '@csa/contracts/role-names';
import { useTranslation } from '../../lib/i18n.ts';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useOptionalFormTypeCode } from '../../lib/use-form-type-code.ts';
import { AccountMenu } from './account-menu.tsx';
import { TranslateWidget } from './translate-widget.tsx';

/** The flavour's built-in mark (spec §2 Shell); the council's name is written beside it. */
function markFor(flavour: string): string {
  return flavour === 'kent' ? '/logo-kent.svg' : '/logo-london-borough.svg';
}

export function Header() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const auth = useAuth();
  const formTypeCode = useOptionalFormTypeCode();
  // While the sign-in check runs, the controls it will most likely end with (the account menu
  // when this tab has a stored profile, else Log In and Sign Up) already hold their place,
  // unseen and out of reach, so the header does not grow and push the page down when the
  // check ends (a layout shift).
  const isSignedInView =
    auth.status === 'signedIn' || (auth.status === 'starting' && auth.user !== null);
  const pendingClass = auth.status === 'starting' ? 'app-header__pending' : undefined;
  // Council staff reach their pages from every page, not only from the account page.
  const roleNames = isSignedInView ? (auth.user?.roleNames ?? []) : [];
  const isTeamMember = teamRoleNames.some((role) => roleNames.includes(role));
  const isAdmin = roleNames.includes('admin');
  // Admins reach the performance page from their own page's address; a service manager has
  // no other page.
  const isServiceManager = roleNames.includes(serviceManagerRoleName);

  return (
    <header className="govuk-header" data-module="govuk-header">
      <div className="govuk-header__container govuk-width-container app-header__container">
        <Link
          to={paths.home.getHref()}
          className="govuk-header__link govuk-header__link--homepage app-header__home"
        >
          {config.logoUrl ? (
            // The council's own logo carries its name.
            <img
              className="app-header__logo-image"
              src={config.logoUrl}
              alt={`${config.councilName} – ${t('service.name')} home`}
              width="230"
              height="36"
            />
          ) : (
            <>
              <img
                className="app-header__logo-image app-header__logo-mark"
                src={markFor(config.flavour)}
                alt=""
                width="36"
                height="36"
              />
              <span className="app-header__council-name">{config.councilName}</span>
              <span className="govuk-visually-hidden">{` – ${t('service.name')} home`}</span>
            </>
          )}
        </Link>
        <nav aria-label={t('nav.mainNavigation')}>
          <ul className="app-header__nav">
            {isSignedInView && (
              <li className={pendingClass}>
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
            {isTeamMember && (
              <li className={pendingClass}>
                <Link
                  className="govuk-header__link app-header__nav-link"
                  to={paths.staffInbox.getHref()}
                >
                  {t('nav.staff')}
                </Link>
              </li>
            )}
            {isAdmin && (
              <li className={pendingClass}>
                <Link
                  className="govuk-header__link app-header__nav-link"
                  to={paths.admin.getHref()}
                >
                  {t('nav.admin')}
                </Link>
              </li>
            )}
            {isServiceManager && (
              <li className={pendingClass}>
                <Link
                  className="govuk-header__link app-header__nav-link"
                  to={paths.performance.getHref()}
                >
                  {t('nav.performance')}
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
            {!isSignedInView && (
              <>
                <li className={pendingClass}>
                  <button
                    type="button"
                    className="govuk-button govuk-button--inverse app-header__button"
                    onClick={auth.login}
                  >
                    {t('nav.logIn')}
                  </button>
                </li>
                <li className={pendingClass}>
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
            {isSignedInView && (
              <li className={pendingClass}>
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
