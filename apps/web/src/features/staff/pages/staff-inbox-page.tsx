import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  caseStatuses,
  caseStatusSchema,
  teamRoleNames,
  type StaffSubmissionSort,
  type StaffSubmissionsQuery,
} from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { ResidentText } from '../../../components/ui/resident-text.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { useStaffSubmissions } from '../api/get-staff-submissions.ts';
import { CaseStatusTag, OverdueTag, caseStatusLabels } from '../components/case-status-tag.tsx';
import { UnmetOutcomesCell } from '../components/unmet-outcomes-cell.tsx';
import { Pagination, pagePosition } from '../components/pagination.tsx';
import { StaffAccessProblem } from '../components/staff-access-problem.tsx';
import '../../../styles/forms.scss';
import '../staff.scss';

const pageSize = 25;
const pathwayNames = { CSA: 'Care and support', CARERS: 'Carer' } as const;
/** Each order as the sort control offers it and the table's caption names it. */
const sortLabels: Record<StaffSubmissionSort, string> = {
  oldest: 'Oldest first',
  'most-unmet': 'Most outcomes appearing unmet first',
};

function queryFrom(params: URLSearchParams): StaffSubmissionsQuery {
  const status = caseStatusSchema.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  return {
    status: status.success ? status.data : '',
    q: params.get('q') ?? '',
    threshold: params.get('threshold') === 'reached' ? 'reached' : '',
    sort: params.get('sort') === 'most-unmet' ? 'most-unmet' : 'oldest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize,
  };
}

/** /staff: the submissions of the signed-in member of staff's teams, oldest first unless
 * sorted by the Care Act outcomes appearing unmet. */
export function StaffInboxPage() {
  return (
    <LoginGuard requiredRole={teamRoleNames}>
      <StaffInbox />
    </LoginGuard>
  );
}

function StaffInbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFrom(searchParams);
  const submissions = useStaffSubmissions(query);
  const [search, setSearch] = useState(query.q ?? '');
  const [status, setStatus] = useState<string>(query.status ?? '');
  const [isThresholdOnly, setThresholdOnly] = useState(query.threshold === 'reached');
  const [sort, setSort] = useState<StaffSubmissionSort>(query.sort);

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(page));
    return paths.staffInbox.getHref(next);
  };

  return (
    <>
      <PageTitleBar title="Submissions" />
      <p className="govuk-body">
        <Link className="govuk-link" to={paths.staffCallers.getHref()}>
          Phone callers: start or continue an assessment for a caller
        </Link>
      </p>
      <form
        className="app-filter-row"
        role="search"
        aria-label="Filter submissions"
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          if (search.trim()) next.set('q', search.trim());
          if (status) next.set('status', status);
          if (isThresholdOnly) next.set('threshold', 'reached');
          // The default order stays out of the address, as before there was a choice.
          if (sort !== 'oldest') next.set('sort', sort);
          setSearchParams(next);
        }}
      >
        <div className="govuk-form-group app-filter-row__search">
          <label className="govuk-label" htmlFor="inbox-search">
            Reference or name
          </label>
          <div className="govuk-hint" id="inbox-search-hint">
            The start of the reference, or the start of any word of the name, for example
            “CSA-2026-0001” or “priya kh”
          </div>
          <input
            className="govuk-input govuk-input--width-20"
            id="inbox-search"
            aria-describedby="inbox-search-hint"
            name="q"
            type="search"
            spellCheck={false}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="govuk-form-group">
          <label className="govuk-label" htmlFor="inbox-status">
            Status
          </label>
          <select
            className="govuk-select"
            id="inbox-status"
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">All statuses</option>
            {caseStatuses.map((option) => (
              <option key={option} value={option}>
                {caseStatusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="govuk-form-group">
          <label className="govuk-label" htmlFor="inbox-sort">
            Sort by
          </label>
          <select
            className="govuk-select"
            id="inbox-sort"
            name="sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as StaffSubmissionSort)}
          >
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="govuk-form-group">
          <div className="govuk-checkboxes govuk-checkboxes--small">
            <div className="govuk-checkboxes__item">
              <input
                className="govuk-checkboxes__input"
                id="inbox-threshold"
                name="threshold"
                type="checkbox"
                value="reached"
                checked={isThresholdOnly}
                onChange={(event) => setThresholdOnly(event.target.checked)}
              />
              <label className="govuk-label govuk-checkboxes__label" htmlFor="inbox-threshold">
                Only cases that reach the indicative threshold
              </label>
            </div>
          </div>
        </div>
        <div className="govuk-form-group">
          <button type="submit" className="govuk-button govuk-button--secondary">
            Apply filters
          </button>
        </div>
      </form>

      {submissions.isPending ? (
        <LoadingSpinner label="Loading submissions…" />
      ) : submissions.isError ? (
        <StaffAccessProblem error={submissions.error} />
      ) : (
        <>
          <p className="govuk-body" role="status">
            {submissions.data.meta.total === 1
              ? '1 submission'
              : `${submissions.data.meta.total} submissions`}
            {pagePosition(submissions.data.meta)}
          </p>
          {submissions.data.data.length > 0 && (
            <table className="govuk-table app-stacked-table">
              <caption className="govuk-table__caption govuk-table__caption--m">
                {sortLabels[query.sort]}
              </caption>
              <thead className="govuk-table__head">
                <tr className="govuk-table__row">
                  <th scope="col" className="govuk-table__header">
                    Reference
                  </th>
                  <th scope="col" className="govuk-table__header">
                    Name
                  </th>
                  <th scope="col" className="govuk-table__header">
                    Assessment
                  </th>
                  <th scope="col" className="govuk-table__header">
                    Submitted
                  </th>
                  <th scope="col" className="govuk-table__header">
                    Contact due by
                  </th>
                  <th scope="col" className="govuk-table__header">
                    Outcomes appearing unmet
                  </th>
                  <th scope="col" className="govuk-table__header">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="govuk-table__body">
                {submissions.data.data.map((row) => (
                  <tr key={row.id} className="govuk-table__row">
                    <td className="govuk-table__cell" data-label="Reference">
                      <Link className="govuk-link" to={paths.staffSubmission.getHref(row.id)}>
                        {row.reference ?? row.id}
                      </Link>
                    </td>
                    <td className="govuk-table__cell" data-label="Name">
                      <ResidentText text={row.residentName} />
                    </td>
                    <td className="govuk-table__cell" data-label="Assessment">
                      {pathwayNames[row.formTypeCode]}
                    </td>
                    <td className="govuk-table__cell" data-label="Submitted">
                      {formatDateTime(row.submittedAt)}
                    </td>
                    <td className="govuk-table__cell" data-label="Contact due by">
                      {row.contactDueBy ? formatDate(row.contactDueBy) : 'No deadline'}
                    </td>
                    <td className="govuk-table__cell" data-label="Outcomes appearing unmet">
                      <UnmetOutcomesCell
                        count={row.careActUnmetCount}
                        isThresholdReached={row.reachesIndicativeThreshold}
                      />
                    </td>
                    <td className="govuk-table__cell" data-label="Status">
                      <ul className="app-tag-list">
                        <li>
                          <CaseStatusTag status={row.status} />
                        </li>
                        {row.overdue && (
                          <li>
                            <OverdueTag />
                          </li>
                        )}
                        {row.channel === 'phone' && (
                          <li>
                            <strong className="govuk-tag govuk-tag--blue">Phone</strong>
                          </li>
                        )}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination meta={submissions.data.meta} hrefFor={hrefFor} />
        </>
      )}
    </>
  );
}
