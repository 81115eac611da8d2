/** Date formats of spec §9, always in UK time whatever the device's zone:
 * 'D MMM YYYY [at] HH:mm:ss', 'D MMM YYYY', and DD/MM/YYYY for dates of birth. */
const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second: string;
}

function parts(value: Date | string): DateParts {
  const date = typeof value === 'string' ? new Date(value) : value;
  const byType: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of partsFormatter.formatToParts(date)) byType[part.type] = part.value;
  return {
    day: byType.day ?? '',
    // Intl writes "Sept" for September in en-GB; the spec's MMM is three letters.
    month: (byType.month ?? '').slice(0, 3),
    year: byType.year ?? '',
    hour: byType.hour ?? '',
    minute: byType.minute ?? '',
    second: byType.second ?? '',
  };
}

export function formatDate(value: Date | string): string {
  const p = parts(value);
  return `${p.day} ${p.month} ${p.year}`;
}

export function formatDateTime(value: Date | string): string {
  const p = parts(value);
  return `${p.day} ${p.month} ${p.year} at ${p.hour}:${p.minute}:${p.second}`;
}

/** Dates of birth are calendar dates (YYYY-MM-DD), printed without any time-zone shift. */
export function formatDateOfBirth(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

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
