/**
 * The date formats of spec §9, in the council's time zone whatever the device's:
 * 'D MMM YYYY [at] HH:mm:ss' and 'D MMM YYYY', with dates of birth printed DD/MM/YYYY. Month
 * names are fixed English abbreviations: ICU's en-GB abbreviation for September ('Sept')
 * differs between versions. Shared by the web app and the server's PDF.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsInLondon(value: Date | string) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(
    londonParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return {
    day: Number(parts.day),
    month: months[Number(parts.month) - 1] ?? '',
    year: parts.year ?? '',
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

export function formatDate(value: Date | string): string {
  const { day, month, year } = partsInLondon(value);
  return `${day} ${month} ${year}`;
}

export function formatDateTime(value: Date | string): string {
  const { day, month, year, time } = partsInLondon(value);
  return `${day} ${month} ${year} at ${time}`;
}

/** A date of birth is a calendar date (YYYY-MM-DD), not an instant: no time zone applies. */
export function formatDateOfBirth(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}
