import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditQuery } from '@csa/contracts';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useAuditEvents } from '../api/get-audit-events.ts';
import { Pagination, pagePosition } from './pagination.tsx';
import { StaffAccessProblem } from './staff-access-problem.tsx';

const actionNames: Record<string, string> = {
  'submission.read': 'Opened a submission',
  'submission.pdf': 'Downloaded a PDF',
  'submission.status': 'Changed a status',
  'staff.roles': 'Changed staff roles',
  'staff.totp-reset': 'Reset two-step verification',
  'content.publish': 'Published help links and wording',
  'content.rollback': 'Rolled back help links and wording',
  'caller.start': 'Started an assessment for a caller',
  'caller.open': 'Opened a caller’s assessment',
  'caller.leave': 'Left a caller’s assessment',
  'caller.save': 'Saved answers for a caller',
  'caller.submit': 'Submitted for a caller',
  'caller.abandon': 'Closed a caller’s assessment',
  'caller.export': 'Downloaded a caller’s data for them',
  'caller.erase': 'Erased a caller’s record at their request',
  'caller.handover': 'Sent a caller a handover link',
  'caller.handed-over': 'A caller took over their assessment with a handover link',
};

/** The audit log on the admin page, filtered by submission or staff member, newest first. */
export function AuditLogSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const query: AuditQuery = {
    formId: searchParams.get('formId') ?? '',
    actor: searchParams.get('actor') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const audit = useAuditEvents(query);
  const [formId, setFormId] = useState(query.formId ?? '');
  const [actor, setActor] = useState(query.actor ?? '');
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(target));
    return `${paths.admin.getHref()}?${next.toString()}`;
  };

  return (
    <>
      <h2 className="govuk-heading-l">Audit log</h2>
      <p className="govuk-body">
        Every time staff open a submission, download its PDF or change its status, every change of
        staff roles and every reset of two-step verification. Entries cannot be changed or removed.
      </p>
      <form
        className="app-filter-row"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          if (formId.trim()) next.set('formId', formId.trim());
          if (actor.trim()) next.set('actor', actor.trim());
          setSearchParams(next);
        }}
      >
        <div className="govuk-form-group">
          <label className="govuk-label" htmlFor="audit-form-id">
            Submission reference or id
          </label>
          <input
            className="govuk-input govuk-input--width-20"
            id="audit-form-id"
            spellCheck={false}
            value={formId}
            onChange={(event) => setFormId(event.target.value)}
          />
        </div>
        <div className="govuk-form-group">
          <label className="govuk-label" htmlFor="audit-actor">
            Staff email or id
          </label>
          <input
            className="govuk-input govuk-input--width-20"
            id="audit-actor"
            spellCheck={false}
            value={actor}
            onChange={(event) => setActor(event.target.value)}
          />
        </div>
        <div className="govuk-form-group">
          <button type="submit" className="govuk-button govuk-button--secondary">
            Filter
          </button>
        </div>
      </form>
      {audit.isPending ? (
        <LoadingSpinner label="Loading the audit log…" />
      ) : audit.isError ? (
        <StaffAccessProblem error={audit.error} />
      ) : (
        <>
          <p className="govuk-body" role="status">
            {audit.data.meta.total === 1 ? '1 entry' : `${audit.data.meta.total} entries`}
            {pagePosition(audit.data.meta)}
          </p>
          {audit.data.data.length > 0 && (
            <table className="govuk-table" data-testid="audit-table">
              <caption className="govuk-table__caption govuk-visually-hidden">
                Audit entries, newest first
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
                    What
                  </th>
                  <th scope="col" className="govuk-table__header">
                    Submission
                  </th>
                  <th scope="col" className="govuk-table__header">
                    From
                  </th>
                </tr>
              </thead>
              <tbody className="govuk-table__body">
                {audit.data.data.map((event) => (
                  <tr key={event.id} className="govuk-table__row">
                    <td className="govuk-table__cell">{formatDateTime(event.at)}</td>
                    <td className="govuk-table__cell">{event.actorEmail ?? event.actorId}</td>
                    <td className="govuk-table__cell">
                      {actionNames[event.action] ?? event.action}
                      {event.detail ? ` (${event.detail})` : ''}
                    </td>
                    <td className="govuk-table__cell">{event.reference ?? event.formId ?? ''}</td>
                    <td className="govuk-table__cell">{event.clientAddress ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination meta={audit.data.meta} hrefFor={hrefFor} />
        </>
      )}
    </>
  );
}
