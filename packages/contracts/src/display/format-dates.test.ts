import { describe, expect, it } from 'vitest';
import { formatDate, formatDateOfBirth, formatDateTime } from './format-dates.ts';

describe('dates in the formats of spec §9', () => {
  it('prints instants in London time, in summer and in winter', () => {
    expect(formatDateTime('2026-07-01T12:00:00.000Z')).toBe('1 Jul 2026 at 13:00:00');
    expect(formatDateTime('2026-01-05T09:03:07Z')).toBe('5 Jan 2026 at 09:03:07');
    // British Summer Time: 23:30 UTC is 00:30 the next day in London.
    expect(formatDateTime('2026-07-14T23:30:00Z')).toBe('15 Jul 2026 at 00:30:00');
    expect(formatDate('2026-09-30T23:30:00.000Z')).toBe('1 Oct 2026');
    expect(formatDate('2026-09-15T10:00:00.000Z')).toBe('15 Sep 2026');
  });

  it('prints dates of birth as DD/MM/YYYY without shifting the day', () => {
    expect(formatDateOfBirth('1950-03-07')).toBe('07/03/1950');
    expect(formatDateOfBirth('1948-03-09')).toBe('09/03/1948');
  });
});
