import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { DownloadSubmissionPdf } from '../components/download-submission-pdf.tsx';
import { StaffRolesForm } from '../components/staff-roles-form.tsx';
import { StatusForm } from '../components/status-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithQueries(element: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

/** Answers every call with `answer` once the test lets it through, so the page can be looked at
 * while the call is in flight. */
function stubHeldFetch(answer: { status: number; body: unknown }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    requests.push(String(input));
    await held;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { requests, release: () => act(async () => release()) };
}

/** A busy button that keeps keyboard focus: still focusable, marked aria-disabled, and a
 * second press while busy sends nothing. */
async function expectBusyButtonKeepsFocus(button: HTMLElement, requests: unknown[]) {
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  expect(requests).toHaveLength(1);
}

describe('staff buttons while their call is in flight', () => {
  it('Record status keeps focus while saving, then focus moves to the recorded message', async () => {
    const { requests, release } = stubHeldFetch({
      status: 200,
      body: { data: { status: 'contacted', history: [] } },
    });
    renderWithQueries(<StatusForm submissionId="f1" current="new" />);
    fireEvent.click(screen.getByLabelText('Contacted'));
    const button = screen.getByRole('button', { name: 'Record status' });
    button.focus();
    fireEvent.click(button);
    await expectBusyButtonKeepsFocus(button, requests);
    await release();
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Status recorded: Contacted'),
    );
    expect(screen.getByRole('status').contains(document.activeElement)).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('Save roles keeps focus while saving, then focus moves to the saved message', async () => {
    const { requests, release } = stubHeldFetch({
      status: 200,
      body: {
        data: {
          id: 'u2',
          name: 'Carl Centre',
          email: 'carl@council.test',
          roles: ['carers-centre'],
          isTotpEnabled: false,
        },
      },
    });
    renderWithQueries(<StaffRolesForm />);
    fireEvent.change(screen.getByLabelText('Email address they sign in with'), {
      target: { value: 'carl@council.test' },
    });
    fireEvent.click(screen.getByLabelText("Carers centre (carer's assessments)"));
    const button = screen.getByRole('button', { name: 'Save roles' });
    button.focus();
    fireEvent.click(button);
    await expectBusyButtonKeepsFocus(button, requests);
    await release();
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Carl Centre now has carers-centre.'),
    );
  });

  it('Download PDF keeps focus while the PDF is fetched', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf' }));
    const { requests, release } = stubHeldFetch({ status: 200, body: {} });
    renderWithQueries(<DownloadSubmissionPdf submissionId="f1" reference="CARERS-2026-000001" />);
    const button = screen.getByRole('button', { name: 'Download PDF' });
    button.focus();
    fireEvent.click(button);
    await expectBusyButtonKeepsFocus(button, requests);
    await release();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });
});
