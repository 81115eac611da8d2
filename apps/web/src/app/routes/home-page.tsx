import { Link } from 'react-router';
import { translateList, useTranslation } from '../../lib/i18n.ts';
import type { FormTypeCode } from '@csa/contracts';
import { AccountDeletedBanner } from '../../components/layout/account-deleted-banner.tsx';
import { PageTitleBar } from '../../components/layout/page-title-bar.tsx';
import { paths } from '../../config/paths.ts';
import { useSupportedFormTypes } from '../../config/runtime-config.tsx';

const blurbKeys: Record<FormTypeCode, 'csa' | 'carers'> = { CSA: 'csa', CARERS: 'carers' };

/** Spec §2 `/`: one blurb with a start button per supported pathway. */
export function HomePage() {
  const { t } = useTranslation();
  const formTypes = useSupportedFormTypes();
  const steps = translateList('home.steps');
  return (
    <>
      <AccountDeletedBanner />
      <PageTitleBar title={t('home.title')} />
      <p className="govuk-body-l">{t('home.intro')}</p>
      <div className="app-pathways">
        {formTypes.map((formTypeCode) => {
          const key = blurbKeys[formTypeCode];
          return (
            <section className="app-pathway" key={formTypeCode} aria-labelledby={`pathway-${key}`}>
              <h2 className="govuk-heading-m" id={`pathway-${key}`}>
                {t(`home.${key}.title`)}
              </h2>
              <p className="govuk-body">{t(`home.${key}.body`)}</p>
              <Link
                to={paths.assessments.getHref(formTypeCode)}
                className="govuk-button govuk-button--start govuk-!-margin-bottom-0"
                draggable="false"
              >
                {t(`home.${key}.start`)}
              </Link>
            </section>
          );
        })}
      </div>
      <h2 className="govuk-heading-m govuk-!-margin-top-8">{t('home.howItWorks')}</h2>
      <ol className="govuk-list govuk-list--number">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="govuk-body">
        <Link className="govuk-link" to={paths.helpPathways.getHref()}>
          {t('home.help')}
        </Link>
      </p>
    </>
  );
}
