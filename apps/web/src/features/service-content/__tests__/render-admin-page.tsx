import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { shippedServiceContent, type ContentDraft } from '@csa/questionnaire';
import { RuntimeConfigProvider } from '../../../config/runtime-config.tsx';
import { testConfig } from '../../../testing/app-test-kit.tsx';

/** The page's content (inside the admin guard) at `path`, opened at `href`. */
export function renderAdminPage(path: string, href: string, element: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [href] },
  );
  return render(
    <RuntimeConfigProvider config={testConfig}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RuntimeConfigProvider>,
  );
}

export const shipped = shippedServiceContent({
  councilName: 'Test Council',
  accessibilityContactEmail: 'access@example.test',
});

export function draftOf(overrides: Partial<ContentDraft> = {}): ContentDraft {
  return {
    revision: 0,
    basedOnVersion: 1,
    savedAt: null,
    savedByEmail: null,
    content: structuredClone(shipped),
    ...overrides,
  };
}

export const conflictMessage =
  'Someone else saved this draft after you opened it. Reload the draft to see their changes, then make yours again.';

export const conflict = {
  status: 409,
  body: {
    status: 409,
    method: 'PUT',
    errors: [{ error: conflictMessage }],
    message: conflictMessage,
  },
};
