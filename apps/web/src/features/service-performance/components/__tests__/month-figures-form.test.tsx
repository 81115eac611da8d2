import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MonthFiguresForm, penceOf } from '../month-figures-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = new Date('2026-11-29T10:00:00.000Z');

function renderForm() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MonthFiguresForm today={today} />
    </QueryClientProvider>,
  );
}

function recordCalls(answer: (body: unknown) => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ url: String(url), method: init.method ?? 'GET', body });
    return answer(body);
  });
  return calls;
}

const echo = (body: unknown) =>
  new Response(JSON.stringify({ data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('pounds as pence', () => {
  it('reads pounds with or without pence, a pound sign and commas, and nothing else', () => {
    expect(penceOf('1600')).toBe(160_000);
    expect(penceOf('£1,600.50')).toBe(160_050);
    expect(penceOf(' 0.5 ')).toBe(50);
    expect(penceOf('12.345')).toBeNull();
    expect(penceOf('-3')).toBeNull();
    expect(penceOf('ten')).toBeNull();
  });
});

describe('entering a month’s figures', () => {
  it('names each field at fault in the summary and beside the field, and sends nothing', async () => {
    const calls = recordCalls(echo);
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Assessments received another way' }), {
      target: { value: '12.5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cost of the service that month' }), {
      target: { value: 'ten pounds' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the month’s figures' }));

    const summary = await screen.findByRole('alert');
    for (const message of [
      'Select the pathway',
      'Enter the number of assessments as a whole number, like 12',
      'Enter the cost in pounds, like 1600 or 1600.50',
    ]) {
      expect(summary.textContent).toContain(message);
    }
    const count = screen.getByRole('textbox', { name: 'Assessments received another way' });
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(count.getAttribute('aria-describedby')).toBe(
      'performance-month-paper-hint performance-month-paper-error',
    );
    expect(document.getElementById('performance-month-cost-error')?.textContent).toContain(
      'Enter the cost in pounds, like 1600 or 1600.50',
    );
    expect(screen.getByRole('group', { name: 'Pathway' }).getAttribute('aria-describedby')).toBe(
      'performance-month-pathway-error',
    );
    expect(calls).toEqual([]);
  });

  it('offers the last 24 months, newest first, and sends the month’s figures in pence', async () => {
    const calls = recordCalls(echo);
    renderForm();
    const month = screen.getByRole('combobox', { name: 'Month' });
    const options = [...month.querySelectorAll('option')];
    expect(options).toHaveLength(24);
    expect(options[0]?.textContent).toBe('November 2026');
    expect(options[23]?.textContent).toBe('December 2024');
    fireEvent.change(month, { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Care and support' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Assessments received another way' }), {
      target: { value: '9' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cost of the service that month' }), {
      target: { value: '£1,600.50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the month’s figures' }));

    expect(
      await screen.findByText('Saved the figures for October 2026, Care and support.'),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/\/internal\/v1\/admin\/performance\/months$/) as string,
        method: 'PUT',
        body: {
          month: '2026-10',
          formTypeCode: 'CSA',
          paperAndOtherSubmissions: 9,
          costPence: 160_050,
        },
      },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a blank figure as cleared, and says so when the figures could not be saved', async () => {
    const calls = recordCalls(() => new Response('{}', { status: 503 }));
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: "Carer's assessment" }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the month’s figures' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('The figures could not be saved. Try again later.');
    expect(calls[0]?.body).toEqual({
      month: '2026-11',
      formTypeCode: 'CARERS',
      paperAndOtherSubmissions: null,
      costPence: null,
    });
  });
});
