import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className="govuk-skip-link">
      {t('nav.skipToMain')}
    </a>
  );
}
