import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  closedMessage,
  type Assessment,
  type RuntimeConfig,
  type UserProfile,
} from '@csa/contracts';
import { RuntimeConfigProvider } from '../config/runtime-config.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { stubFetch, testConfig } from './app-test-kit.tsx';

/** The resident the page tests sign in as. */
export const testUserProfile: UserProfile = {
  id: 'u1',
  name: 'Ada King',
  email: null,
  emailProfileEmail: 'ada@example.test',
  postcode: 'SE15 4AB',
  imageUrl: null,
  registrationTime: '2026-11-25T00:00:00.000Z',
  roleNames: [],
  mobilePhoneNumber: null,
};

/** What the server answers a signed-in tab's own calls (the token's check and the profile);
 * undefined for every other path, for the test to answer. */
export function signedInAnswer(request: {
  path: string;
}): { status: number; body: unknown } | undefined {
  if (request.path === '/internal/validate') return { status: 200, body: {} };
  if (request.path === '/internal/v1/userProfile') {
    return { status: 200, body: { data: testUserProfile } };
  }
  return undefined;
}

/** `element` at the route `path`, opened at `href` as a signed-in resident's tab shows it (with
 * `config`, the test configuration unless given). The caller stores a token in session storage
 * and stubs fetch. */
export function renderSignedInPage(
  path: string,
  href: string,
  element: ReactElement,
  config: RuntimeConfig = testConfig,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <AuthProvider>
            <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [href] },
  );
  return render(
    <RuntimeConfigProvider config={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
}

/** A signed-in tab's server on which `open` is closed in another tab while this one has it
 * open: reads answer it as it is until this tab saves, the save is refused with 409 and the
 * closed message, and reads then answer it closed. */
export function stubClosedElsewhereOnSave(open: Assessment): void {
  let isClosed = false;
  stubFetch((request) => {
    const signedIn = signedInAnswer(request);
    if (signedIn) return signedIn;
    if (request.method === 'PUT') {
      isClosed = true;
      return { status: 409, body: { errors: [{ error: closedMessage }], message: closedMessage } };
    }
    return { status: 200, body: { data: isClosed ? { ...open, status: 'ABANDONED' } : open } };
  });
}
