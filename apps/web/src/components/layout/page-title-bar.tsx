import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';

/**
 * The page's one h1 and the document title, with an optional back arrow (spec §2 Shell).
 * The title names the page first, so screen-reader users hear where they are.
 */
export function PageTitleBar(props: {
  title: string;
  backTo?: string;
  /** Where the back arrow goes, when 'Back' alone would not say (it is not the page before). */
  backLabel?: string;
  /** The tab's title when it must say more than the h1 (which step of an area). */
  documentTitle?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { councilName } = useRuntimeConfig();
  useEffect(() => {
    document.title = `${props.documentTitle ?? props.title} – ${t('service.name')} – ${councilName}`;
  }, [props.title, props.documentTitle, councilName, t]);
  return (
    <div className="app-title-bar">
      {props.backTo !== undefined && (
        <a
          href={props.backTo}
          className="govuk-back-link app-title-bar__back"
          onClick={(event) => {
            event.preventDefault();
            void navigate(props.backTo ?? '/');
          }}
        >
          {props.backLabel ?? t('nav.back')}
        </a>
      )}
      <h1 className="govuk-heading-l app-title-bar__title">{props.title}</h1>
    </div>
  );
}
