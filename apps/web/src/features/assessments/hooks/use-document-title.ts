import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';

/** The document title as PageTitleBar sets it, for the one page whose heading lives in a
 * GOV.UK confirmation panel instead of the title bar. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const { councilName } = useRuntimeConfig();
  useEffect(() => {
    document.title = `${title} – ${t('service.name')} – ${councilName}`;
  }, [title, councilName, t]);
}
