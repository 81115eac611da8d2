import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { LinkCheckResults } from '../components/link-check-results.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const failing = {
  isEnabled: true,
  lastStartedAt: '2026-11-28T02:00:00.000Z',
  lastFinishedAt: '2026-11-28T02:01:00.000Z',
  failures: [
    {
      url: 'https://gone.example.gov.uk/<b>page</b>',
      status: 404,
      errorKind: null,
      firstFailedAt: '2026-11-20T02:00:00.000Z',
      lastCheckedAt: '2026-11-28T02:00:30.000Z',
    },
    {
      url: 'https://slow.example.gov.uk/',
      status: null,
      errorKind: 'timeout',
      firstFailedAt: '2026-11-28T02:00:30.000Z',
      lastCheckedAt: '2026-11-28T02:00:30.000Z',
    },
  ],
};

function renderResults(answer: (path: string, method: string) => { status: number; body: object }) {
  window.sessionStorage.setItem('token', 'test-token');
  const requests = stubFetch((request) => answer(request.path, request.method));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <LinkCheckResults />
    </QueryClientProvider>,
  );
  return requests;
}

describe('the link check results', () => {
  it('lists each failing link with what failed and when, addresses as text', async () => {
    renderResults(() => ({ status: 200, body: { data: failing } }));
    const table = await screen.findByRole('table', { name: 'Links that failed their last check' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('https://gone.example.gov.uk/<b>page</b>')).toBeTruthy();
    expect(within(rows[1]!).getByText('Page not found (404)')).toBeTruthy();
    expect(within(rows[2]!).getByText('Did not answer in time')).toBeTruthy();
    expect(table.querySelector('b')).toBeNull();
    expect(screen.getByText(/Residents still see these links/)).toBeTruthy();
  });

  it('runs a check when asked and says how it went', async () => {
    const requests = renderResults((path, method) =>
      method === 'POST'
        ? { status: 200, body: { data: { checked: 12, failing: 0, notReached: 0 } } }
        : { status: 200, body: { data: { ...failing, failures: [] } } },
    );
    expect(await screen.findByText('Every link answered at its last check.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check links now' }));
    expect(await screen.findByText('Checked 12 links: none failed.')).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /internal/v1/admin/content/link-check/run',
    );
  });

  it('says when configuration leaves the checker off, with no button', async () => {
    renderResults(() => ({
      status: 200,
      body: {
        data: { isEnabled: false, lastStartedAt: null, lastFinishedAt: null, failures: [] },
      },
    }));
    expect(await screen.findByText(/The link checker is off/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check links now' })).toBeNull();
  });
});
