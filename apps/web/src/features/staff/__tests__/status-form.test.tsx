import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { caseChangedMessage, unchangedCaseMessage } from '@csa/contracts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { staffQueryKeys } from '../api/staff-query-keys.ts';
import { StatusForm } from '../components/status-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <StatusForm submissionId="f1" current="new" />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('recording where a case stands', () => {
  it('says what status the change is made from', async () => {
    const requests = stubFetch(() => ({
      status: 200,
      body: { data: { status: 'contacted', history: [] } },
    }));
    renderForm();
    // The live region is there, empty, before anything is recorded.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByLabelText('Contacted'));
    fireEvent.click(screen.getByRole('button', { name: 'Record status' }));
    await waitFor(() => expect(status.textContent).toBe('Status recorded: Contacted'));
    expect(requests.at(-1)?.body).toEqual({ previousStatus: 'new', status: 'contacted', note: '' });
  });

  it('when someone changed the case first, says so, keeps the note and reloads the case', async () => {
    stubFetch(() => ({
      status: 409,
      body: { status: 409, errors: [{ error: caseChangedMessage }], message: caseChangedMessage },
    }));
    const queryClient = renderForm();
    const reloads: unknown[] = [];
    const invalidate = queryClient.invalidateQueries.bind(queryClient);
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters, options) => {
      reloads.push(filters?.queryKey);
      return invalidate(filters, options);
    });
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: 'Left a voicemail' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record status' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(caseChangedMessage);
    // The error summary takes focus, so a screen reader says it at once.
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note (optional)').value).toBe(
      'Left a voicemail',
    );
    await waitFor(() => expect(reloads).toContainEqual(staffQueryKeys.submission('f1')));
  });

  it('asks for another status or a note before sending a change that changes nothing', async () => {
    const requests = stubFetch(() => ({
      status: 200,
      body: { data: { status: 'new', history: [] } },
    }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Record status' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(unchangedCaseMessage);
    // The summary's link leads to the status the case already has.
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#case-status-new');
    expect(requests).toEqual([]);
    // With a note it is a note added, and goes.
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: 'Left a voicemail' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record status' }));
    await waitFor(() => expect(requests).toHaveLength(1));
  });
});
