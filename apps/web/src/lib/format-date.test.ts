import { describe, expect, it } from 'vitest';
import { formatDate, formatDateOfBirth, formatDateTime, formatRelative } from './format-date.ts';

describe('date formats of spec §9', () => {
  it('formats date and time in UK time', () => {
    expect(formatDateTime('2026-01-05T09:03:07Z')).toBe('5 Jan 2026 at 09:03:07');
    // British Summer Time: 23:30 UTC is 00:30 the next day in London.
    expect(formatDateTime('2026-07-14T23:30:00Z')).toBe('15 Jul 2026 at 00:30:00');
    expect(formatDate('2026-09-01T12:00:00Z')).toBe('1 Sep 2026');
  });

  it('prints dates of birth as DD/MM/YYYY without shifting the day', () => {
    expect(formatDateOfBirth('1948-03-09')).toBe('09/03/1948');
  });

  it('describes relative times', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatRelative('2026-11-21T11:59:30Z', now)).toBe('30 seconds ago');
    expect(formatRelative('2026-11-20T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2026-11-18T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2025-11-21T12:00:00Z', now)).toBe('last year');
  });
});
