import './lib/configure-zod.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/main.scss';
import { App } from './app/app.tsx';
import { loadRuntimeConfig } from './config/runtime-config.tsx';
import { configureErrorReporting } from './lib/error-reporting.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  const config = await loadRuntimeConfig();
  configureErrorReporting(config.errorReportingDsn, config.buildVersion);
  // As a transition React renders the first page in slices and lets the browser in between,
  // instead of in one long task that blocks a slow phone's input (total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  });
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
