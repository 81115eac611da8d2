import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BarChart } from '../bar-chart.tsx';
import { FiguresTable } from '../figures-table.tsx';

afterEach(cleanup);

describe('a chart of figures', () => {
  it('is one image named by its title and described by every figure, small ones as text', () => {
    render(
      <BarChart
        id="chart"
        title="Residents reaching each step"
        bars={[
          { label: 'Started an assessment', value: 12 },
          { label: 'Submitted', value: 'fewer than 5' },
        ]}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Residents reaching each step',
      description: 'Started an assessment: 12; Submitted: fewer than 5',
    });
    // Its drawn text is not read twice.
    expect(within(chart).queryAllByText('12')).toHaveLength(1);
    expect(chart.querySelectorAll('g[aria-hidden="true"]')).toHaveLength(2);
    expect(chart.querySelectorAll('rect')[1]?.getAttribute('width')).toBe('0');
  });
});

describe('a table of figures', () => {
  it('shows the rows with a header per row, and downloads the same rows as CSV', () => {
    render(
      <FiguresTable
        caption="Time to submit"
        fileName="time-to-submit.csv"
        columns={[{ label: 'Time taken' }, { label: 'Submissions', isNumeric: true }]}
        rows={[
          ['Under 1 hour', 12],
          ['Over 28 days', 'fewer than 5'],
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Time to submit' });
    // Wider than a phone, it scrolls in a box a keyboard can reach.
    const scroller = screen.getByRole('region', { name: 'Time to submit' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(within(table).getByRole('rowheader', { name: 'Over 28 days' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download “Time to submit” as CSV' });
    expect(link.getAttribute('download')).toBe('time-to-submit.csv');
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(
      'data:text/csv;charset=utf-8,Time taken,Submissions\r\nUnder 1 hour,12\r\nOver 28 days,fewer than 5\r\n',
    );
  });
});
