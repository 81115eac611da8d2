import { Link, useNavigate } from 'react-router';
import { teamRoleNames, type CallerSummary } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { ResidentText } from '../../../components/ui/resident-text.tsx';
import { paths } from '../../../config/paths.ts';
import { useActingFor } from '../../../lib/acting-for.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import {
  useActForCaller,
  useActingForOnServer,
  useCallers,
  useLeaveCaller,
} from '../api/caller-calls.ts';
import { HandoverForm } from '../components/handover-form.tsx';
import { StaffAccessProblem } from '../components/staff-access-problem.tsx';
import '../staff.scss';

const pathwayNames = { CSA: 'Care and support', CARERS: 'Carer' } as const;

/** /staff/callers: assessments staff take for residents who phone (assisted digital). The
 * ones this member of staff started, the ones colleagues started that they may take over,
 * and the way to start one for a new caller. */
export function StaffCallersPage() {
  return (
    <LoginGuard requiredRole={teamRoleNames}>
      <StaffCallers />
    </LoginGuard>
  );
}

function StaffCallers() {
  const callers = useCallers();
  const actingForInTab = useActingFor();
  // The session may act for a caller this tab has not named (another tab, or a reload after
  // the tab forgot): the server's answer counts too.
  const actingForOnServer = useActingForOnServer().data?.data;
  const actingFor =
    actingForInTab ??
    (actingForOnServer
      ? { callerId: actingForOnServer.callerId, callerName: actingForOnServer.callerName }
      : null);
  const leave = useLeaveCaller();
  const open = useActForCaller();
  const navigate = useNavigate();

  const onOpen = async (caller: CallerSummary) => {
    if (open.isPending || !caller.formId) return;
    try {
      await open.mutateAsync(caller.id);
      await navigate(paths.overview.getHref(caller.formTypeCode, caller.formId));
    } catch {
      // The message shows below the lists; the list may have changed meanwhile.
      await callers.refetch();
    }
  };

  const rows = callers.data?.data ?? [];
  const mine = rows.filter((row) => row.isStartedByMe);
  const colleagues = rows.filter((row) => !row.isStartedByMe);

  return (
    <>
      <PageTitleBar
        title="Phone callers"
        backTo={paths.staffInbox.getHref()}
        backLabel="Submissions"
      />
      <p className="govuk-body">
        Complete an assessment with a resident who phones, or start it and let them finish it
        online. Each caller starts with an empty assessment.
      </p>
      {actingFor && (
        <div className="govuk-inset-text">
          <p className="govuk-body">
            You are completing an assessment for <strong>{actingFor.callerName}</strong>.
          </p>
          <button
            type="button"
            className="govuk-button govuk-button--secondary"
            aria-disabled={leave.isPending}
            onClick={() => {
              if (!leave.isPending) leave.mutate();
            }}
          >
            Finish with this caller
          </button>
          <HandoverForm callerId={actingFor.callerId} />
        </div>
      )}
      <ButtonLink className="govuk-button" to={paths.startCaller.getHref()}>
        Start an assessment for a caller
      </ButtonLink>
      {open.isError && (
        <div className="govuk-error-summary" role="alert">
          <h2 className="govuk-error-summary__title">There is a problem</h2>
          <div className="govuk-error-summary__body">
            <p className="govuk-body">
              {open.error instanceof ApiError && open.error.status === 404
                ? 'This caller’s assessment was not found: it belongs to another team or the resident has taken it over.'
                : 'The caller’s assessment could not be opened. Try again.'}
            </p>
          </div>
        </div>
      )}
      {callers.isPending ? (
        <LoadingSpinner label="Loading callers…" />
      ) : callers.isError ? (
        <StaffAccessProblem error={callers.error} />
      ) : (
        <>
          <CallerTable
            caption="Started by me"
            rows={mine}
            emptyText="You have no assessments in progress for callers."
            actionLabel="Continue"
            onOpen={onOpen}
          />
          <CallerTable
            caption="Started by colleagues in your team"
            rows={colleagues}
            emptyText="Your colleagues have no assessments in progress for callers."
            actionLabel="Take over"
            onOpen={onOpen}
          />
        </>
      )}
      <p className="govuk-body">
        <Link className="govuk-link" to={paths.staffInbox.getHref()}>
          Back to submissions
        </Link>
      </p>
    </>
  );
}

function CallerTable(props: {
  caption: string;
  rows: CallerSummary[];
  emptyText: string;
  actionLabel: string;
  onOpen: (caller: CallerSummary) => Promise<void>;
}) {
  if (props.rows.length === 0) {
    return (
      <>
        <h2 className="govuk-heading-m">{props.caption}</h2>
        <p className="govuk-body">{props.emptyText}</p>
      </>
    );
  }
  return (
    <table className="govuk-table app-stacked-table">
      <caption className="govuk-table__caption govuk-table__caption--m">{props.caption}</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">
            Caller
          </th>
          <th scope="col" className="govuk-table__header">
            Assessment
          </th>
          <th scope="col" className="govuk-table__header">
            Started
          </th>
          <th scope="col" className="govuk-table__header">
            <span className="govuk-visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {props.rows.map((row) => (
          <tr key={row.id} className="govuk-table__row">
            <td className="govuk-table__cell" data-label="Caller">
              <ResidentText text={row.callerName} />
            </td>
            <td className="govuk-table__cell" data-label="Assessment">
              {pathwayNames[row.formTypeCode]}
            </td>
            <td className="govuk-table__cell" data-label="Started">
              {formatDateTime(row.startedAt)} by <ResidentText text={row.startedByName} />
            </td>
            <td className="govuk-table__cell" data-label="Action">
              <button
                type="button"
                className="govuk-button govuk-button--secondary"
                onClick={() => void props.onOpen(row)}
              >
                {props.actionLabel}
                <span className="govuk-visually-hidden">{` for ${row.callerName}`}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
