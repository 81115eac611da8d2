import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  linkCheckResultsResponseSchema,
  linkCheckRunResponseSchema,
  type LinkCheckFailure,
} from '@csa/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The help link checker's findings for admins, and its button (docs/decisions/0141). */

const base = '/internal/v1/admin/content/link-check';
const resultsKey = ['admin', 'content', 'link-check'] as const;

const errorWording: Record<NonNullable<LinkCheckFailure['errorKind']>, string> = {
  timeout: 'Did not answer in time',
  'private-address': 'Points inside a private network, so it was not requested',
  unresolved: 'The site’s name could not be found',
  'connection-failed': 'Could not connect',
  'too-many-redirects': 'Redirected too many times',
};

function whatFailed(failure: LinkCheckFailure): string {
  if (failure.errorKind) return errorWording[failure.errorKind];
  if (failure.status === 404 || failure.status === 410) {
    return `Page not found (${failure.status})`;
  }
  return `Answered ${failure.status ?? 'nothing'}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function LinkCheckResults() {
  const queryClient = useQueryClient();
  const results = useQuery({
    queryKey: resultsKey,
    queryFn: async () =>
      (await apiRequest('GET', base, { schema: linkCheckResultsResponseSchema, isQuiet: true }))
        .data,
  });
  const run = useMutation({
    mutationFn: async () =>
      (
        await apiRequest('POST', `${base}/run`, {
          schema: linkCheckRunResponseSchema,
          isQuiet: true,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: resultsKey }),
  });

  if (results.isPending) return <p className="govuk-body">Loading the link check…</p>;
  if (results.isError) {
    return (
      <p className="govuk-body">
        {results.error instanceof ApiError
          ? results.error.message
          : 'Could not load the link check.'}
      </p>
    );
  }
  const { data } = results;
  if (!data.isEnabled) {
    return (
      <div className="govuk-inset-text">
        The link checker is off. It is turned on in the service’s configuration, so that links are
        requested only from where the council chooses.
      </div>
    );
  }
  return (
    <>
      {data.lastFinishedAt && (
        <p className="govuk-body">Last checked {formatDateTime(data.lastFinishedAt)}.</p>
      )}
      {data.failures.length === 0 ? (
        <p className="govuk-body">Every link answered at its last check.</p>
      ) : (
        <>
          <p className="govuk-body">
            Residents still see these links until you change or remove them.
          </p>
          <table className="govuk-table">
            <caption className="govuk-table__caption govuk-table__caption--s">
              Links that failed their last check
            </caption>
            <thead className="govuk-table__head">
              <tr className="govuk-table__row">
                <th scope="col" className="govuk-table__header">
                  Address
                </th>
                <th scope="col" className="govuk-table__header">
                  What failed
                </th>
                <th scope="col" className="govuk-table__header">
                  Failing since
                </th>
                <th scope="col" className="govuk-table__header">
                  Last checked
                </th>
              </tr>
            </thead>
            <tbody className="govuk-table__body">
              {data.failures.map((failure) => (
                <tr className="govuk-table__row" key={failure.url}>
                  <td className="govuk-table__cell govuk-!-text-break-word">{failure.url}</td>
                  <td className="govuk-table__cell">{whatFailed(failure)}</td>
                  <td className="govuk-table__cell">{formatDateTime(failure.firstFailedAt)}</td>
                  <td className="govuk-table__cell">{formatDateTime(failure.lastCheckedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <button
        type="button"
        className="govuk-button govuk-button--secondary"
        disabled={run.isPending}
        aria-disabled={run.isPending}
        onClick={() => run.mutate()}
      >
        Check links now
      </button>
      <div role="status" className="govuk-body">
        {run.isPending && 'Checking the links. This can take a few minutes.'}
        {run.isSuccess &&
          `Checked ${plural(run.data.checked, 'link', 'links')}: ${
            run.data.failing === 0 ? 'none failed' : `${run.data.failing} failed`
          }${run.data.notReached > 0 ? `; ${run.data.notReached} left for the next check` : ''}.`}
        {run.isError &&
          (run.error instanceof ApiError ? run.error.message : 'The check could not be run.')}
      </div>
    </>
  );
}
