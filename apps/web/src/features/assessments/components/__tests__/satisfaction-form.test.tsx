import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SatisfactionForm } from '../satisfaction-form.tsx';
import { renderWithProviders } from '../../../../testing/render-with-query-client.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function recordCalls(answer: () => Response = () => new Response(null, { status: 204 })) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    });
    return answer();
  });
  return calls;
}

describe('the satisfaction question after submitting', () => {
  it('asks for a rating before sending, with the error in the summary and beside the question', async () => {
    const calls = recordCalls();
    renderWithProviders(<SatisfactionForm formId="form-3" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Select how you felt about the service');
    const group = screen.getByRole('group', {
      name: 'Overall, how did you feel about the service you received today?',
    });
    expect(group.getAttribute('aria-describedby')).toBe('satisfaction-rating-error');
    expect(document.getElementById('satisfaction-rating-error')?.textContent).toContain(
      'Select how you felt about the service',
    );
    expect(calls).toEqual([]);
  });

  it('sends the rating and the suggestion, then thanks the resident in place of the form', async () => {
    const calls = recordCalls();
    renderWithProviders(<SatisfactionForm formId="form-3" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Satisfied' }));
    const box = screen.getByRole('textbox', {
      name: 'How could we improve this service? (optional)',
    });
    expect(box.getAttribute('aria-describedby')).toBe('satisfaction-comment-hint');
    expect(document.getElementById('satisfaction-comment-hint')?.textContent).toContain(
      'Do not include personal or financial information',
    );
    fireEvent.change(box, { target: { value: 'Fewer questions about money.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/\/internal\/v1\/form\/form-3\/satisfaction$/),
        method: 'POST',
        body: { rating: 'satisfied', comment: 'Fewer questions about money.' },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('refuses a suggestion over 1,200 characters without sending it', async () => {
    const calls = recordCalls();
    renderWithProviders(<SatisfactionForm formId="form-3" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Very satisfied' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'x'.repeat(1201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('1,200 characters or fewer');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });
});
