import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffMember } from '@csa/contracts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { ResetTotpButton } from '../components/reset-totp-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member: StaffMember = {
  id: '6f1c2b7e-0a4d-4c59-9f0e-2a7d5b1c3e90',
  name: 'Carl Centre',
  email: 'carl@council.test',
  roles: ['carers-centre'],
  isTotpEnabled: true,
};

function renderButton(answer: { status: number; body: unknown }) {
  const requests = stubFetch(() => answer);
  const onResult = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ResetTotpButton member={member} onResult={onResult} />
    </QueryClientProvider>,
  );
  return { requests, onResult };
}

describe('resetting a member’s two-step verification', () => {
  it('asks first, by keyboard, and resets only on Yes', async () => {
    const user = userEvent.setup();
    const { requests, onResult } = renderButton({
      status: 200,
      body: { data: { ...member, isTotpEnabled: false } },
    });
    const opener = screen.getByRole('button', {
      name: 'Reset two-step verification for Carl Centre',
    });
    await user.tab();
    expect(document.activeElement).toBe(opener);
    await user.keyboard('{Enter}');
    const yes = screen.getByRole('button', { name: 'Yes, reset' });
    expect(document.activeElement).toBe(yes);
    expect(
      screen.getByRole('group', { name: /Reset two-step verification for Carl Centre\?/ }),
    ).toBeTruthy();
    expect(requests).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'DELETE',
        path: `/internal/v1/admin/staff/${member.id}/totp`,
        body: undefined,
      },
    ]);
    expect(onResult).toHaveBeenCalledWith(
      'Two-step verification was reset for Carl Centre. They have been signed out and must set it up again.',
      false,
    );
  });

  it('gives focus back to the button on Cancel, calling nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderButton({ status: 200, body: { data: member } });
    await user.click(screen.getByRole('button', { name: /Reset two-step verification/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Reset two-step verification for Carl Centre' }),
    );
    expect(requests).toEqual([]);
  });

  it('reports the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    const refusal = 'You cannot reset your own two-step verification. Ask another administrator.';
    const { onResult } = renderButton({
      status: 409,
      body: { status: 409, method: 'DELETE', errors: [{ error: refusal }], message: refusal },
    });
    await user.click(screen.getByRole('button', { name: /Reset two-step verification/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(refusal, true));
    expect(screen.getByRole('button', { name: /Reset two-step verification/ })).toBeTruthy();
  });
});
