import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubFetch, type RecordedRequest } from '../../../testing/app-test-kit.tsx';
import { TwoStepCard } from '../components/two-step-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/x',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};

async function renderCard(answer: (request: RecordedRequest) => { status: number; body: unknown }) {
  const requests = stubFetch(answer);
  await renderWithProviders(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TwoStepCard />
    </QueryClientProvider>,
  );
  return requests;
}

const wrongEmailCode =
  'The code from the email is not correct or has expired. Start setting up two-step verification again to get a new one.';

/** A staff account's enrolment needs the code e-mailed to its sign-in address as well. */
describe('setting up two-step verification on a staff account', () => {
  it('asks for the e-mailed code too, sends both, and shows the server’s word on the e-mailed one', async () => {
    const user = userEvent.setup();
    let confirmations = 0;
    const requests = await renderCard((request) => {
      if (request.method === 'GET') {
        return { status: 200, body: { data: { isEnabled: false, isRequired: true } } };
      }
      if (request.path.endsWith('/verify')) {
        confirmations += 1;
        return confirmations === 1
          ? {
              status: 400,
              body: {
                status: 400,
                method: 'POST',
                errors: [{ error: wrongEmailCode, field: 'emailCode' }],
                message: wrongEmailCode,
              },
            }
          : { status: 200, body: { data: { isEnabled: true, isRequired: true } } };
      }
      return { status: 200, body: { data: { ...enrolment, isEmailCodeRequired: true } } };
    });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    const emailCode = await screen.findByLabelText('Code from the email');
    expect(emailCode.getAttribute('aria-describedby')).toBe('totp-setup-email-code-hint');
    expect(screen.getByText(/emailed to the address you sign in with/)).toBeTruthy();

    // Both are required before anything is sent.
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findAllByText('Enter the code from the email')).not.toHaveLength(0);
    expect(requests.filter((request) => request.path.endsWith('/verify'))).toEqual([]);

    await user.type(emailCode, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findAllByText(wrongEmailCode)).not.toHaveLength(0);
    expect(requests.filter((request) => request.path.endsWith('/verify'))[0]?.body).toEqual({
      code: '123456',
      emailCode: '654321',
    });

    await user.clear(emailCode);
    await user.type(emailCode, '111222');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    await screen.findByText('Two-step verification is on.');
  });

  it('asks a resident for the authenticator code only', async () => {
    const user = userEvent.setup();
    const requests = await renderCard((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: { isEnabled: false, isRequired: false } } }
        : request.path.endsWith('/verify')
          ? { status: 200, body: { data: { isEnabled: true, isRequired: false } } }
          : { status: 200, body: { data: { ...enrolment, isEmailCodeRequired: false } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    expect(screen.queryByLabelText('Code from the email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    await screen.findByText('Two-step verification is on.');
    expect(requests.find((request) => request.path.endsWith('/verify'))?.body).toEqual({
      code: '123456',
    });
  });

  it('says to confirm the e-mail address first when the server asks for that', async () => {
    const user = userEvent.setup();
    const refusal =
      'Confirm your email address before setting up two-step verification: council staff accounts need a code sent to it.';
    await renderCard((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: { isEnabled: false, isRequired: true } } }
        : {
            status: 403,
            body: {
              status: 403,
              method: 'POST',
              errors: [{ error: refusal, code: 'EMAIL_NOT_CONFIRMED' }],
              message: refusal,
            },
          },
    );
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    await waitFor(() => expect(screen.getByText(refusal)).toBeTruthy());
  });
});
