import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
    google?: { translate?: { TranslateElement: new (options: object, id: string) => unknown } };
  }
}

const elementId = 'google_translate_element';

/** The optional page translation of spec §1, loaded only when the council turns it on. The
 * script's origins are allowed in the CSP only in that case. */
export function TranslateWidget() {
  const { t } = useTranslation();
  useEffect(() => {
    if (document.getElementById('google-translate-script')) return;
    window.googleTranslateElementInit = () => {
      const TranslateElement = window.google?.translate?.TranslateElement;
      if (TranslateElement) new TranslateElement({ pageLanguage: 'en' }, elementId);
    };
    const script = document.createElement('script');
    script.id = 'google-translate-script';
    script.src =
      'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit';
    script.async = true;
    document.body.appendChild(script);
  }, []);
  return (
    <div id={elementId} className="app-translate" aria-label={t('nav.translate')} role="region" />
  );
}
