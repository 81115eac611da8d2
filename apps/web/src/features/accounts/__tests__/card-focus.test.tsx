import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { testUserProfile } from '../../../testing/signed-in-page.tsx';
import { RuntimeConfigProvider } from '../../../config/runtime-config.tsx';
import { AuthProvider } from '../../../lib/auth/auth-context.tsx';
import { stubFetch, testConfig } from '../../../testing/app-test-kit.tsx';
import { LinkMobileForm } from '../components/link-mobile-form.tsx';
import { MobileLoginForm } from '../components/mobile-login-form.tsx';
import { PasswordChangeCard } from '../components/password-change-card.tsx';
import { RemindersCard } from '../components/reminders-card.tsx';
import { TwoStepCard } from '../components/two-step-card.tsx';

/** When a card swaps what it shows, a keyboard user must stay in the card, not be dropped on
 * the page's body to start again from the top (WCAG 2.4.3). */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = testUserProfile;

async function renderCard(card: ReactElement) {
  await renderWithProviders(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {card}
    </QueryClientProvider>,
  );
}

describe('focus as the account cards change', () => {
  it('OK after saving the reminder choice goes back to Save reminder choice', async () => {
    stubFetch(() => ({ status: 200, body: { data: { isEnabled: false } } }));
    await renderCard(<RemindersCard canChange />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save reminder choice' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Save reminder choice' }),
    );
  });

  it('Cancel in the password change goes back to Change password', async () => {
    await renderCard(<PasswordChangeCard user={user} canChange />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change password' }));
  });

  it('setting up two-step verification takes focus to its first step', async () => {
    stubFetch((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: { isEnabled: false, isRequired: false } } }
        : {
            status: 200,
            body: {
              data: {
                secret: 'JBSWY3DPEHPK3PXP',
                otpauthUrl: 'otpauth://totp/x',
                isEmailCodeRequired: false,
                qrCodeDataUrl: 'data:image/svg+xml,<svg/>',
              },
            },
          },
    );
    await renderCard(<TwoStepCard />);
    fireEvent.click(await screen.findByRole('button', { name: /set up two-step/i }));
    const firstStep = await screen.findByRole('heading', {
      name: '1. Add this account to your authenticator app',
    });
    await waitFor(() => expect(document.activeElement).toBe(firstStep));
  });

  it.each([
    ['linking a mobile', <LinkMobileForm onLinked={() => Promise.resolve()} onFailed={() => {}} />],
    [
      'signing in by mobile',
      <RuntimeConfigProvider config={testConfig}>
        <AuthProvider>
          <MobileLoginForm />
        </AuthProvider>
      </RuntimeConfigProvider>,
    ],
  ])('"start again" in %s goes back to the number field', async (_name, form) => {
    stubFetch(() => ({
      status: 200,
      // The one answer serves both: linking reads `confirmed`, signing in `message`.
      body: { data: { confirmed: false, message: 'We have sent a code' } },
    }));
    await renderCard(form);
    fireEvent.change(screen.getByLabelText('Mobile phone number', { exact: false }), {
      target: { value: '07700900123' },
    });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1950' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'I did not get a code – start again' }),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText('Mobile phone number', { exact: false }),
      ),
    );
  });
});
