import type { CaseHistoryEntry } from '@csa/contracts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { CaseStatusTag } from './case-status-tag.tsx';

/** Every status change and note, oldest first, with who made it and when. */
export function CaseHistory(props: { history: CaseHistoryEntry[] }) {
  if (props.history.length === 0) {
    return <p className="govuk-body">No status changes or notes yet.</p>;
  }
  return (
    <table className="govuk-table">
      <caption className="govuk-table__caption govuk-visually-hidden">
        Status changes and notes
      </caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">
            When
          </th>
          <th scope="col" className="govuk-table__header">
            Who
          </th>
          <th scope="col" className="govuk-table__header">
            Status
          </th>
          <th scope="col" className="govuk-table__header">
            Note
          </th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {props.history.map((entry, index) => (
          <tr key={`${entry.at}-${index}`} className="govuk-table__row">
            <td className="govuk-table__cell">{formatDateTime(entry.at)}</td>
            <td className="govuk-table__cell">{entry.actorName}</td>
            <td className="govuk-table__cell">
              <CaseStatusTag status={entry.status} />
            </td>
            <td className="govuk-table__cell app-preserve-lines">{entry.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
