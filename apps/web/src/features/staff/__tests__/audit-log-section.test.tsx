import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuditEvent } from '@csa/contracts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { AuditLogSection } from '../components/audit-log-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event: AuditEvent = {
  id: 'e1',
  at: '2026-11-20T10:00:00.000Z',
  actorId: 'carl-id',
  actorEmail: 'carl@council.test',
  action: 'submission.read',
  formId: '0b7c2f4e-5d7a-4c1e-9a39-2f1c6d8e9b10',
  clientAddress: '10.0.0.1',
  detail: null,
  reference: 'CARERS-2026-000042',
};

function renderAuditLog(events: AuditEvent[]) {
  const requests = stubFetch(() => ({
    status: 200,
    body: { data: events, meta: { total: events.length, page: 1, pageSize: 50 } },
  }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <QueryClientProvider client={queryClient}>
            <AuditLogSection />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={router} />);
  return requests;
}

describe('the audit log', () => {
  it('names the submission by its reference, not its internal id', async () => {
    renderAuditLog([event, { ...event, id: 'e2', reference: null, formId: 'erased-form' }]);
    const rows = within(await screen.findByTestId('audit-table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('CARERS-2026-000042');
    expect(rows[1]?.textContent).not.toContain(event.formId);
    // An erased submission has no reference left: its id is all the row can name.
    expect(rows[2]?.textContent).toContain('erased-form');
    expect(screen.getByLabelText('Submission reference or id')).toBeTruthy();
  });

  it('says in words what an admin did with a phone caller’s data', async () => {
    renderAuditLog([
      { ...event, id: 'e3', action: 'caller.export' },
      { ...event, id: 'e4', action: 'caller.erase' },
    ]);
    const rows = within(await screen.findByTestId('audit-table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Downloaded a caller’s data for them');
    expect(rows[2]?.textContent).toContain('Erased a caller’s record at their request');
  });
});
