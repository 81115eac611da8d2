import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ApiError } from '../../../lib/api-error.ts';
import { subscribeToRequestErrors } from '../../../lib/request-events.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { testUserProfile } from '../../../testing/signed-in-page.tsx';
import { DeleteAccountCard } from '../components/delete-account-card.tsx';
import { DetailsCard } from '../components/details-card.tsx';

/** Spec §8 on the account page: a card says what failed in its own words unless the server
 * said something, and a server fault or no answer also raises the page's banner. */

let published: ApiError[] = [];
let unsubscribe = () => {};

beforeEach(() => {
  published = [];
  unsubscribe = subscribeToRequestErrors((error) => published.push(error));
  // jsdom has no modal dialogs; these stand in for the browser's.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  unsubscribe();
  cleanup();
  vi.unstubAllGlobals();
});

/** Every call answers `status` with `body` as its text (none when empty). */
function answerAll(status: number, body = '') {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(body || null, {
        status,
        headers: body ? { 'Content-Type': 'application/json' } : {},
      }),
    ),
  );
}

const serverSaid = (message: string) =>
  JSON.stringify({ status: 400, method: 'PUT', errors: [{ error: message }], message });

async function saveDetails() {
  await renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <DetailsCard user={testUserProfile} canChange onUpdated={() => Promise.resolve()} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
}

async function deleteAccount() {
  await renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccountCard canChange onDeleted={() => Promise.resolve()} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  fireEvent.change(screen.getByLabelText(/To confirm, type/), { target: { value: 'I am sure' } });
  const [, confirm] = screen.getAllByRole('button', { name: 'Delete my account' });
  fireEvent.click(confirm!);
}

describe('the details update failing', () => {
  it("says 'Failed to retrieve results from server' for a 500 with no body, and raises the banner", async () => {
    answerAll(500);
    await saveDetails();
    expect(await screen.findByText('Failed to retrieve results from server')).toBeTruthy();
    expect(screen.queryByText('Server returned an error.')).toBeNull();
    expect(published.map((error) => error.status)).toEqual([500]);
  });

  it("shows the server's own message, with no banner for a refusal", async () => {
    answerAll(400, serverSaid('That postcode is not in the borough'));
    await saveDetails();
    expect(await screen.findByText('That postcode is not in the borough')).toBeTruthy();
    expect(published).toEqual([]);
  });
});

describe('the account deletion failing', () => {
  it("says 'Failed to remove user account from server' for a 500 with no body, and raises the banner", async () => {
    answerAll(502);
    await deleteAccount();
    expect(await screen.findByText('Failed to remove user account from server')).toBeTruthy();
    expect(published.map((error) => error.status)).toEqual([502]);
  });

  it("shows the server's own message, with no banner for a refusal", async () => {
    answerAll(409, serverSaid('Finish submitting first'));
    await deleteAccount();
    expect(await screen.findByText('Finish submitting first')).toBeTruthy();
    expect(published).toEqual([]);
  });
});
