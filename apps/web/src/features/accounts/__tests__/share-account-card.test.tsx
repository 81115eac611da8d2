import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { ShareAccountCard } from '../components/share-account-card.tsx';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { testUserProfile } from '../../../testing/signed-in-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = testUserProfile;

async function renderCard() {
  await renderWithProviders(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ShareAccountCard user={user} canChange />
    </QueryClientProvider>,
  );
}

describe('the share your account card', () => {
  it("says 'Failed to generate PIN' (spec §8) when a PIN cannot be made", async () => {
    stubFetch((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: [] } }
        : { status: 500, body: { status: 500, errors: [], message: 'Server returned an error.' } },
    );
    await renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /generate/i }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to generate PIN');
  });

  it('adds the reason when the server refuses another PIN', async () => {
    const reason = 'You already have 5 PINs that work. Delete one to make another.';
    stubFetch((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: [] } }
        : { status: 409, body: { status: 409, errors: [{ error: reason }], message: reason } },
    );
    await renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /generate/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Failed to generate PIN. ${reason}`,
    );
  });

  it('reads a new PIN out digit by digit, through a role that carries the label', async () => {
    stubFetch((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: [] } }
        : {
            status: 201,
            body: { data: { id: 'p1', token: '48152903', expiry: '2026-11-30T10:00:00.000Z' } },
          },
    );
    await renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /generate/i }));
    // A label on an element without a role is ignored by screen readers (and axe refuses it).
    const pin = await screen.findByRole('img', { name: '4 8 1 5 2 9 0 3' });
    expect(pin.textContent).toBe('48152903');
  });
});
