import { useTranslation } from '../../lib/i18n.ts';

/** GOV.UK skip link. Like govuk-frontend's own script, it moves focus to the main content
 * itself: a fragment jump alone does not always move focus in a single-page app. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="govuk-skip-link"
      onClick={(event) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {t('nav.skipToMain')}
    </a>
  );
}
