import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/render-with-providers.tsx';
import { SummaryCard } from '../summary-card.tsx';

afterEach(cleanup);

describe('a summary card of the preview', () => {
  it('shows what the resident wrote isolated, without direction overrides', async () => {
    await renderWithProviders(
      <SummaryCard
        title="Your details"
        rows={[
          { key: 'First name', value: 'Ada \u202Egnp.exe' },
          { key: 'Answer', value: <strong>Yes</strong> },
        ]}
      />,
    );
    const written = screen.getByText('Ada gnp.exe');
    expect(written.tagName).toBe('BDI');
    expect(written.textContent).toBe('Ada gnp.exe');
    // Markup the page built is shown as it is.
    expect(screen.getByText('Yes').tagName).toBe('STRONG');
  });
});
