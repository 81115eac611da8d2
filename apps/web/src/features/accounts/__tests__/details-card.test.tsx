import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DetailsCard } from '../components/details-card.tsx';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { testUserProfile } from '../../../testing/signed-in-page.tsx';

afterEach(cleanup);

const user = testUserProfile;

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
});
