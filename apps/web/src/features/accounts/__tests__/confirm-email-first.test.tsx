import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { testUserProfile } from '../../../testing/signed-in-page.tsx';
import { RuntimeConfigProvider } from '../../../config/runtime-config.tsx';
import { stubFetch, testConfig } from '../../../testing/app-test-kit.tsx';
import { MobilePhoneCard } from '../components/mobile-phone-card.tsx';
import { VerifyEmailPage } from '../pages/verify-email-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** What the pages say about the first proof of the mailbox (docs/decisions/0090). */
describe('confirming the sign-in address first', () => {
  it('shows why linking a mobile was refused, in the server’s words', async () => {
    const refusal =
      'Confirm your email address before linking a mobile phone. Use the link we emailed you when you created your account; if it has expired, reset your password, which confirms your address too.';
    stubFetch(() => ({
      status: 403,
      body: {
        status: 403,
        method: 'POST',
        errors: [{ error: refusal, code: 'EMAIL_NOT_CONFIRMED' }],
        message: refusal,
      },
    }));
    await renderWithProviders(
      <QueryClientProvider client={queryClient()}>
        <MobilePhoneCard user={testUserProfile} canChange onChanged={() => Promise.resolve()} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Mobile phone number', { exact: false }), {
      target: { value: '07700900123' },
    });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1950' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('keeps spec §8’s message for any other failure', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    await renderWithProviders(
      <QueryClientProvider client={queryClient()}>
        <MobilePhoneCard user={testUserProfile} canChange onChanged={() => Promise.resolve()} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Mobile phone number', { exact: false }), {
      target: { value: '07700900123' },
    });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1950' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Failed to retrieve results from server')).toBeTruthy();
  });

  it('says on the confirmation page that every device was signed out, with a way to sign in', async () => {
    const notice =
      'We have signed out every device and removed any mobile phone, authenticator app and PINs set up on the account before its email address was confirmed. Sign in again to carry on.';
    stubFetch(() => ({ status: 200, body: { data: { email: 'ada@example.test', notice } } }));
    await renderWithProviders(
      <QueryClientProvider client={queryClient()}>
        <RuntimeConfigProvider config={testConfig}>
          <VerifyEmailPage />
        </RuntimeConfigProvider>
      </QueryClientProvider>,
      '/verify-email?key=verify-key-789',
    );
    expect(await screen.findByText(/ada@example.test is confirmed/)).toBeTruthy();
    expect(screen.getByText(notice, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says nothing more when the confirmation did nothing more', async () => {
    stubFetch(() => ({
      status: 200,
      body: { data: { email: 'ada@example.test', notice: null } },
    }));
    await renderWithProviders(
      <QueryClientProvider client={queryClient()}>
        <RuntimeConfigProvider config={testConfig}>
          <VerifyEmailPage />
        </RuntimeConfigProvider>
      </QueryClientProvider>,
      '/verify-email?key=verify-key-790',
    );
    expect(await screen.findByText(/ada@example.test is confirmed/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
