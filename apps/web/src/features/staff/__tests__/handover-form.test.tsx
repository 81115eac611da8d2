import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { HandoverForm } from '../components/handover-form.tsx';

const callerId = '0c2f8a4e-7b1d-4e3a-9c5f-1d2e3f4a5b6c';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(answer: { status: number; body: unknown }) {
  const requests = stubFetch(() => answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <HandoverForm callerId={callerId} />
    </QueryClientProvider>,
  );
  return requests;
}

describe('sending a caller a handover link', () => {
  it('sends by the channel chosen by keyboard and says what happens next', async () => {
    const user = userEvent.setup();
    const requests = renderForm({ status: 202, body: { data: { channel: 'text' } } });
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByLabelText('By email, to the address the caller gave'),
    );
    // The browser moves between radios with the arrow keys (jsdom cannot); Space chooses one.
    const text = screen.getByLabelText<HTMLInputElement>(
      'By text message, to the mobile number the caller gave',
    );
    text.focus();
    await user.keyboard(' ');
    expect(text.checked).toBe(true);
    await user.tab();
    await user.keyboard('{Enter}');
    const status = await screen.findByText(/Link sent by text message/);
    expect(status.textContent).toContain('It works once, for 7 days');
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/internal/v1/staff/callers/${callerId}/handover`,
        body: { channel: 'text' },
      },
    ]);
  });

  it('shows the server’s reason when the caller gave no contact for that channel', async () => {
    const user = userEvent.setup();
    renderForm({
      status: 400,
      body: {
        status: 400,
        method: 'POST',
        message: 'The caller gave no email address: send the link by text instead',
        errors: [
          {
            field: 'channel',
            error: 'The caller gave no email address: send the link by text instead',
          },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('The caller gave no email address: send the link by text instead'),
    ).toBeDefined();
    expect(screen.queryByText(/Link sent/)).toBeNull();
  });
});
