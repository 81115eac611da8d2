import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitleBar } from '../../components/layout/page-title-bar.tsx';
import { paths } from '../../config/paths.ts';
import { useFormTypeCode } from '../../lib/use-form-type-code.ts';

/** Stands in, honestly, for a screen whose issue has not landed yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitleBar title={t('comingSoon.title')} />
      <p className="govuk-body">{t('comingSoon.body')}</p>
      <Link className="govuk-link" to={paths.home.getHref()}>
        {t('nav.home')}
      </Link>
    </>
  );
}

/** The same, for routes that need a form type in their address (spec §8). */
export function ComingSoonForPathwayPage() {
  useFormTypeCode();
  return <ComingSoonPage />;
}
