import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { closedMessage } from '@csa/contracts';
import { RuntimeConfigProvider } from '../../../../config/runtime-config.tsx';
import { paths } from '../../../../config/paths.ts';
import { AuthProvider } from '../../../../lib/auth/auth-context.tsx';
import { stubFetch, testConfig } from '../../../area-form/__tests__/area-form-test-kit.tsx';
import { SubmitterPage } from '../submitter-page.tsx';
import { assessmentWith } from './render-with-providers.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderPage(formId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: paths.submitter.path,
        element: (
          <AuthProvider>
            <QueryClientProvider client={queryClient}>
              <SubmitterPage />
            </QueryClientProvider>
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [paths.submitter.getHref('CSA', formId)] },
  );
  render(
    <RuntimeConfigProvider config={testConfig}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
}

describe('the personal details page', () => {
  it('when the assessment was closed in another tab, says so where the form was and takes focus there', async () => {
    const open = assessmentWith('CSA', {
      personalDetails: {
        firstName: 'Ada',
        lastName: 'Okafor',
        dob: '1950-03-07',
        address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
      },
    });
    let isClosed = false;
    stubFetch((request) => {
      if (request.path === '/internal/validate') return { status: 200, body: {} };
      if (request.path === '/internal/v1/userProfile') {
        return {
          status: 200,
          body: { data: { name: 'Ada', email: 'ada@example.test', roleNames: [] } },
        };
      }
      if (request.method === 'PUT') {
        isClosed = true;
        return {
          status: 409,
          body: { errors: [{ error: closedMessage }], message: closedMessage },
        };
      }
      return {
        status: 200,
        body: { data: isClosed ? { ...open, status: 'ABANDONED' } : open },
      };
    });
    renderPage(open.id);
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    save.focus();
    await userEvent.click(save);
    const notice = await screen.findByText(closedMessage);
    // The button that had focus went with the form: the notice that replaced it takes focus.
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });
});
