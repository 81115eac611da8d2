import './lib/configure-zod.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/main.scss';
import { App } from './app/app.tsx';
import { loadRuntimeConfig } from './config/runtime-config.tsx';
import { configureErrorReporting } from './lib/error-reporting.ts';
import { initialiseI18n } from './lib/i18n.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  const [config] = await Promise.all([loadRuntimeConfig(), initialiseI18n()]);
  configureErrorReporting(config.errorReportingDsn, config.buildVersion);
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

start().catch(() => {
  // Without configuration nothing else can work; say so plainly instead of a blank page.
  const main = document.createElement('main');
  main.className = 'govuk-width-container govuk-main-wrapper';
  const heading = document.createElement('h1');
  heading.className = 'govuk-heading-l';
  heading.textContent = 'Sorry, the service could not start';
  const body = document.createElement('p');
  body.className = 'govuk-body';
  body.textContent = 'Please check your internet connection and reload the page.';
  main.append(heading, body);
  document.getElementById('root')?.replaceChildren(main);
});
