import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../locales/en-GB.json';

/** British English is the only language shipped; the optional translate widget covers others.
 * Keys follow the spec (`nav.account`). */
export async function initialiseI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en-GB',
    fallbackLng: 'en-GB',
    resources: { 'en-GB': { translation: enGB } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
