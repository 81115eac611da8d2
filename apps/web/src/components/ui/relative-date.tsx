import { formatDateTime, formatRelative } from '../../lib/format-date.ts';

/** "3 days ago", with the full date as a tooltip and, for screen readers, in the text itself
 * (a title attribute alone is not announced reliably or reachable by keyboard). */
export function RelativeDate(props: { value: string }) {
  const full = formatDateTime(props.value);
  return (
    <time dateTime={props.value} title={full}>
      {formatRelative(props.value)}
      <span className="govuk-visually-hidden"> ({full})</span>
    </time>
  );
}
