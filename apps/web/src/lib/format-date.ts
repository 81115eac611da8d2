/** Dates as people read them: the spec §9 formats (shared with the server's PDF) and
 * relative times for lists. */
export { formatDate, formatDateOfBirth, formatDateTime } from '@csa/contracts/display';
import { formatDate } from '@csa/contracts/display';

const relativeFormatter = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 days ago", "yesterday", "in 2 hours". */
export function formatRelative(value: Date | string, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relativeFormatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(date);
}
