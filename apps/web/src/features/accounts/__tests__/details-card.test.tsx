import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { personNameMessages } from '@csa/contracts';
import { DetailsCard } from '../components/details-card.tsx';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { testUserProfile } from '../../../testing/signed-in-page.tsx';
import { stubFetch } from '../../../testing/app-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = testUserProfile;

async function renderCard(shown = user) {
  await renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <DetailsCard user={shown} canChange onUpdated={() => Promise.resolve()} />
    </QueryClientProvider>,
  );
}

function saveName(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
}

describe('the details card', () => {
  it('puts keyboard users back on Change details as soon as the form closes', async () => {
    await renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <DetailsCard user={user} canChange onUpdated={() => Promise.resolve()} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // At once, not after a timer: a screen reader, or a browser test, may look before it runs.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change details' }));
  });

  it.each([
    ['a link', 'Ada see https://evil.example', personNameMessages.link],
    ['a dotted domain', 'Ada evil.com', personNameMessages.link],
    ['a control character', 'Ada\tKing', personNameMessages.control],
  ])('refuses a name with %s beside the field, and sends nothing', async (_kind, name, message) => {
    const requests = stubFetch(() => ({ status: 200, body: {} }));
    await renderCard();
    saveName(name);
    // Validation runs after a microtask turn; the field exists before it, so wait for the error.
    await waitFor(() =>
      expect(document.getElementById('details-name-error')?.textContent).toContain(message),
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal when too many confirmation emails were asked for", async () => {
    const refusal = 'We have sent too many confirmation emails. Wait an hour, then try again.';
    stubFetch(() => ({
      status: 429,
      body: { errors: [{ error: refusal, code: 'TOO_MANY_EMAILS' }] },
    }));
    await renderCard();
    saveName('Ada King');
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('shows the name isolated, so its characters cannot reorder the text beside it', async () => {
    await renderCard({ ...user, name: '\u202EAda King' });
    const name = screen.getByText('Ada King');
    expect(name.tagName).toBe('BDI');
    expect(name.textContent).toBe('Ada King');
  });
});
