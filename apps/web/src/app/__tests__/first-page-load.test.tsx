import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { RuntimeConfigProvider } from '../../config/runtime-config.tsx';
import { testConfig } from '../../testing/app-test-kit.tsx';
import { AuthProvider } from '../../lib/auth/auth-context.tsx';
import { routes } from '../router.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the first load of a page that is its own chunk', () => {
  it('shows the shell, with a loading status where the page will be, before the chunk arrives', async () => {
    // The help links never answer, so only the chunk's arrival can change the page.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    // jsdom lays nothing out; the cookie banner measures its room in a browser.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const router = createMemoryRouter(
      [
        {
          element: (
            <AuthProvider>
              <Outlet />
            </AuthProvider>
          ),
          children: routes,
        },
      ],
      { initialEntries: ['/help/CSA'] },
    );
    render(
      <RuntimeConfigProvider config={testConfig}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>,
    );
    // At once: the help chunk cannot have loaded yet.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // Then the page itself takes the main column.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Useful resources for care and support',
      }),
    ).toBeTruthy();
  });
});
