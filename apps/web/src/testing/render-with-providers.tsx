import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../locales/en-GB.json';

let isI18nReady = false;

/** Renders a component inside a router and with the real en-GB strings. */
export async function renderWithProviders(element: ReactElement, route = '/') {
  if (!isI18nReady) {
    await i18next.use(initReactI18next).init({
      lng: 'en-GB',
      resources: { 'en-GB': { translation: enGB } },
      interpolation: { escapeValue: false },
    });
    isI18nReady = true;
  }
  return render(<MemoryRouter initialEntries={[route]}>{element}</MemoryRouter>);
}
