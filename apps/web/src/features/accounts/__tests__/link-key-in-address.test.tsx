import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RuntimeConfigProvider } from '../../../config/runtime-config.tsx';
import { AuthProvider } from '../../../lib/auth/auth-context.tsx';
import { stubFetch, testConfig } from '../../../testing/app-test-kit.tsx';
import { ResetPasswordPage } from '../pages/reset-password-page.tsx';
import { VerifyEmailPage } from '../pages/verify-email-page.tsx';

/** Opens `page` at `href` in the browser's own history, as following an e-mailed link does. */
function openLink(path: string, href: string, page: ReactElement) {
  window.history.replaceState(null, '', href);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createBrowserRouter([
    {
      path,
      element: (
        <AuthProvider>
          <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
        </AuthProvider>
      ),
    },
  ]);
  render(
    <RuntimeConfigProvider config={testConfig}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the one-time key of an e-mailed link', () => {
  it('leaves the address of the reset page on arrival, and the new password is still set with it', async () => {
    const requests = stubFetch(() => ({
      status: 200,
      body: { data: { message: 'Your password has been changed.' } },
    }));
    openLink(
      '/reset-password',
      '/reset-password?key=reset-key-123&utm=mail',
      <ResetPasswordPage />,
    );
    await screen.findByLabelText('New password');
    await waitFor(() => expect(window.location.href).not.toContain('reset-key-123'));
    expect(window.location.pathname).toBe('/reset-password');
    expect(window.location.search).toBe('?utm=mail');

    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'another long passphrase for grace' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed.');
    expect(requests.filter((request) => request.path === '/auth/reset')).toEqual([
      {
        method: 'POST',
        path: '/auth/reset',
        body: { token: 'reset-key-123', password: 'another long passphrase for grace' },
      },
    ]);
    expect(window.location.href).not.toContain('reset-key-123');
  });

  it('leaves the address of the confirmation page on arrival, and confirms with it once', async () => {
    const requests = stubFetch(() => ({
      status: 200,
      body: { data: { email: 'ada@example.test', notice: null } },
    }));
    openLink('/verify-email', '/verify-email?key=verify-key-456', <VerifyEmailPage />);
    await screen.findByText(/ada@example.test is confirmed/);
    await waitFor(() => expect(window.location.href).not.toContain('verify-key-456'));
    expect(window.location.search).toBe('');
    const confirmations = requests.filter((request) => request.path === '/auth/verify-email');
    expect(confirmations).toHaveLength(1);
  });
});
