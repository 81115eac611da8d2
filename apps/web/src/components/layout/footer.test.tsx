import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@csa/contracts';
import { RuntimeConfigProvider } from '../../config/runtime-config.tsx';
import { testConfig } from '../../testing/app-test-kit.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { Footer } from './footer.tsx';

afterEach(cleanup);

function renderFooter(config: RuntimeConfig) {
  return renderWithProviders(
    <RuntimeConfigProvider config={config}>
      <Footer />
    </RuntimeConfigProvider>,
  );
}

describe("the footer's Account link (spec §2)", () => {
  it('hands over to the external account service when a gateway is configured', async () => {
    await renderFooter({ ...testConfig, accountGatewayUrl: 'https://accounts.example.gov.uk/' });
    const href = screen.getByRole('link', { name: 'Account' }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://accounts.example.gov.uk/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'account',
      redirect_uri: window.location.origin,
    });
  });

  it('opens the account page here with the built-in gateway', async () => {
    await renderFooter(testConfig);
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });
});
