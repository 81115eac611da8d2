import { useParams } from 'react-router';
import { teamRoleNames, type StaffSubmissionDetail } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { ResidentText } from '../../../components/ui/resident-text.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { useStaffSubmission } from '../api/get-staff-submission.ts';
import { CallerDataRequests } from '../components/caller-data-requests.tsx';
import { CareActOutcomesSummary } from '../components/care-act-outcomes-summary.tsx';
import { CaseHistory } from '../components/case-history.tsx';
import { CaseStatusTag, OverdueTag } from '../components/case-status-tag.tsx';
import { DeliverySummary } from '../components/delivery-summary.tsx';
import { DownloadSubmissionPdf } from '../components/download-submission-pdf.tsx';
import { StaffAccessProblem } from '../components/staff-access-problem.tsx';
import { StatusForm } from '../components/status-form.tsx';
import { SubmissionBlocks } from '../components/submission-blocks.tsx';
import '../../../styles/forms.scss';
import '../staff.scss';

/** /staff/submissions/{id}: one submission, its PDF, its status and its history. */
export function StaffSubmissionPage() {
  return (
    <LoginGuard requiredRole={teamRoleNames}>
      <StaffSubmission />
    </LoginGuard>
  );
}

function StaffSubmission() {
  const { id = '' } = useParams();
  const submission = useStaffSubmission(id);
  const { user } = useAuth();
  const isAdmin = user?.roleNames?.includes('admin') ?? false;
  if (submission.isPending) return <LoadingSpinner label="Loading the submission…" />;
  if (submission.isError) {
    return (
      <>
        <PageTitleBar title="Submission" backTo={paths.staffInbox.getHref()} />
        <StaffAccessProblem error={submission.error} />
      </>
    );
  }
  const data = submission.data;
  return (
    <>
      <PageTitleBar
        title={`Submission ${data.reference ?? data.id}`}
        backTo={paths.staffInbox.getHref()}
      />
      <dl className="govuk-summary-list">
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Resident</dt>
          <dd className="govuk-summary-list__value">
            <ResidentText text={data.residentName} />
          </dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Assessment</dt>
          <dd className="govuk-summary-list__value">{data.title}</dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Submitted</dt>
          <dd className="govuk-summary-list__value">{formatDateTime(data.submittedAt)}</dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Channel</dt>
          <dd className="govuk-summary-list__value">
            {data.takenBy ? (
              <>
                Phone, taken by <ResidentText text={data.takenBy.name} />
              </>
            ) : (
              'Online'
            )}
          </dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Content shown</dt>
          <dd className="govuk-summary-list__value">{shownVersionsText(data.shownVersions)}</dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Contact due by</dt>
          <dd className="govuk-summary-list__value">
            {data.contactDueBy ? formatDate(data.contactDueBy) : 'No deadline'}
          </dd>
        </div>
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Status</dt>
          <dd className="govuk-summary-list__value">
            <ul className="app-tag-list">
              <li>
                <CaseStatusTag status={data.status} />
              </li>
              {data.overdue && (
                <li>
                  <OverdueTag />
                </li>
              )}
            </ul>
          </dd>
        </div>
      </dl>
      <CareActOutcomesSummary outcomes={data.careActOutcomes} />
      <DownloadSubmissionPdf submissionId={data.id} reference={data.reference} />

      <h2 className="govuk-heading-m">Record contact</h2>
      <StatusForm key={data.id} submissionId={data.id} current={data.status} />

      <h2 className="govuk-heading-m">History</h2>
      <CaseHistory history={data.history} />

      <h2 className="govuk-heading-m">Delivery to the team</h2>
      <DeliverySummary delivery={data.delivery} />

      <h2 className="govuk-heading-m" id="the-submission">
        The submission
      </h2>
      <SubmissionBlocks blocks={data.blocks} />

      {/* A phone caller has no sign-in of their own: an admin makes their data requests. */}
      {isAdmin && data.takenBy && (
        <CallerDataRequests key={data.id} submissionId={data.id} reference={data.reference} />
      )}
    </>
  );
}

/** Which help links and wording, and which questionnaire, the resident was shown: what a
 * council needs to answer "what did they see?" after the wording changed. */
function shownVersionsText(shown: StaffSubmissionDetail['shownVersions']): string {
  if (shown.linksAndWording === null || shown.questionnaire === null) {
    return 'Not recorded (submitted before versions were kept)';
  }
  return `Help links and wording version ${shown.linksAndWording}; questionnaire content ${shown.questionnaire}`;
}
