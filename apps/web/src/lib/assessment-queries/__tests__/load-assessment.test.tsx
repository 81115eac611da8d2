import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { LoadAssessment } from '../load-assessment.tsx';
import { renderWithProviders } from '../../../testing/render-with-query-client.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('loading an assessment', () => {
  it('offers the assessment list, not Try again, when the assessment does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            status: 404,
            method: 'GET',
            errors: [{ error: 'Item was not found' }],
            message: '',
          }),
          { status: 404, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    renderWithProviders(
      <LoadAssessment formId="no-such-form" formTypeCode="CARERS">
        {() => <p>Loaded</p>}
      </LoadAssessment>,
    );
    const link = await screen.findByRole('link', { name: 'Go to your assessments' });
    expect(link.getAttribute('href')).toBe('/assessment/CARERS');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
