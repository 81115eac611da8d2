import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { shippedServiceContent } from '@csa/questionnaire';
import { RuntimeConfigProvider } from '../../../config/runtime-config.tsx';
import { stubFetch, testConfig } from '../../../testing/app-test-kit.tsx';
import { AccessibilityStatementPage } from '../accessibility-statement-page.tsx';
import { CookiePolicyPage } from '../cookie-policy-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { wording: shipped } = shippedServiceContent({
  councilName: 'Test Council',
  accessibilityContactEmail: 'access@example.test',
});

function renderPage(page: ReactElement, wordingAnswer: { status: number; body: object }) {
  stubFetch((request) =>
    request.path === '/internal/v1/content/wording' ? wordingAnswer : { status: 404, body: {} },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <RuntimeConfigProvider config={testConfig}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </RuntimeConfigProvider>,
  );
}

const published = (wording: object) => ({
  status: 200,
  body: { data: { version: 3, wording: { ...shipped, ...wording } } },
});

describe("the accessibility statement's council wording", () => {
  it('shows the published contact and test date, markup as text', async () => {
    const contact =
      'Write to <script>alert(1)</script> Access Team, Town Hall.\n\nOr see https://council.example.gov.uk/access';
    const { container } = renderPage(
      <AccessibilityStatementPage />,
      published({ accessibilityContact: contact, accessibilityTestedOn: '2027-03-04' }),
    );
    expect(
      await screen.findByText(/Write to <script>alert\(1\)<\/script> Access Team/),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'https://council.example.gov.uk/access' }),
    ).toBeTruthy();
    expect(screen.getByText(/We last tested this service on 4 March 2027/)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('links an e-mail address given as the whole contact', async () => {
    renderPage(
      <AccessibilityStatementPage />,
      published({ accessibilityContact: 'access.team@council.example.gov.uk' }),
    );
    const link = await screen.findByRole('link', { name: 'access.team@council.example.gov.uk' });
    expect(link.getAttribute('href')).toBe('mailto:access.team@council.example.gov.uk');
  });

  it('keeps its built-in contact and date when the wording cannot be loaded', async () => {
    renderPage(<AccessibilityStatementPage />, { status: 500, body: {} });
    expect(await screen.findByRole('link', { name: 'access@example.test' })).toBeTruthy();
    expect(screen.getByText(/We last tested this service on 22 November 2026/)).toBeTruthy();
  });
});

describe("the cookie policy's council contact", () => {
  it('shows the published contact, markup as text', async () => {
    const contact = 'Ask the <b>data protection officer</b> at dpo@council.example.gov.uk';
    const { container } = renderPage(
      <CookiePolicyPage />,
      published({ cookiePolicyContact: contact }),
    );
    expect(await screen.findByText(contact)).toBeTruthy();
    expect(container.querySelector('b, script')).toBeNull();
  });

  it('keeps a built-in contact when the wording cannot be loaded', async () => {
    renderPage(<CookiePolicyPage />, { status: 500, body: {} });
    expect(await screen.findByRole('link', { name: 'access@example.test' })).toBeTruthy();
  });
});
