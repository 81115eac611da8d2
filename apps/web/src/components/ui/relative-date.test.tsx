import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { RelativeDate } from './relative-date.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

afterEach(cleanup);

describe('RelativeDate', () => {
  it('shows a relative date with the full date as tooltip and for screen readers', async () => {
    const value = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const { container } = await renderWithProviders(<RelativeDate value={value} />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(value);
    expect(time?.textContent).toMatch(/^3 days ago \(\d{1,2} \w{3} \d{4} at \d{2}:\d{2}:\d{2}\)$/);
    expect(time?.getAttribute('title')).toMatch(/^\d{1,2} \w{3} \d{4} at \d{2}:\d{2}:\d{2}$/);
  });
});
