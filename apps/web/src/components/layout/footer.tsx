import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { paths } from '../../config/paths.ts';
import { accountServiceUrl } from '../../lib/auth/account-service-url.ts';

export function Footer() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const accountService = accountServiceUrl(config.accountGatewayUrl);
  const links: { key: string; to: string; external?: boolean }[] = [
    { key: 'nav.home', to: paths.home.getHref() },
    accountService
      ? { key: 'nav.account', to: accountService, external: true }
      : { key: 'nav.account', to: paths.account.getHref() },
    { key: 'nav.usefulResources', to: paths.helpPathways.getHref() },
    ...(config.termsUrl ? [{ key: 'nav.terms', to: config.termsUrl, external: true }] : []),
    ...(config.privacyUrl ? [{ key: 'nav.privacy', to: config.privacyUrl, external: true }] : []),
    { key: 'nav.cookiePolicy', to: paths.cookiePolicy.getHref() },
    { key: 'nav.accessibilityStatement', to: paths.accessibilityStatement.getHref() },
    { key: 'nav.algorithmicTransparency', to: paths.algorithmicTransparency.getHref() },
  ];
  return (
    <footer className="govuk-footer">
      <div className="govuk-width-container">
        <div className="govuk-footer__meta">
          <div className="govuk-footer__meta-item govuk-footer__meta-item--grow">
            <h2 className="govuk-visually-hidden">{t('nav.footerLinks')}</h2>
            <ul className="govuk-footer__inline-list">
              {links.map((link) => (
                <li className="govuk-footer__inline-list-item" key={link.key}>
                  {link.external ? (
                    <a className="govuk-footer__link" href={link.to} rel="noopener">
                      {t(link.key)}
                    </a>
                  ) : (
                    <Link className="govuk-footer__link" to={link.to}>
                      {t(link.key)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <p className="govuk-body-s">© {config.councilName}</p>
            <p className="app-footer__version">
              {t('footer.version', { version: config.buildVersion })}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
