import { useState } from 'react';
import { useParams } from 'react-router';
import { teamRoleNames, type StaffSubmissionDetail } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { useDownloadStaffSubmissionPdf } from '../api/download-staff-submission-pdf.ts';
import { useStaffSubmission } from '../api/get-staff-submission.ts';
import { CaseHistory } from '../components/case-history.tsx';
import { CaseStatusTag, OverdueTag } from '../components/case-status-tag.tsx';
import { DeliverySummary } from '../components/delivery-summary.tsx';
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
          <dd className="govuk-summary-list__value">{data.residentName}</dd>
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
      <DownloadPdf submission={data} />

      <h2 className="govuk-heading-l">Record contact</h2>
      <StatusForm key={data.id} submissionId={data.id} current={data.status} />

      <h2 className="govuk-heading-l">History</h2>
      <CaseHistory history={data.history} />

      <h2 className="govuk-heading-l">Delivery to the team</h2>
      <DeliverySummary delivery={data.delivery} />

      <h2 className="govuk-heading-l">The submission</h2>
      <SubmissionBlocks blocks={data.blocks} />
    </>
  );
}

function DownloadPdf(props: { submission: StaffSubmissionDetail }) {
  const download = useDownloadStaffSubmissionPdf(props.submission.id);
  const [isFailed, setIsFailed] = useState(false);
  const onDownload = async () => {
    setIsFailed(false);
    try {
      const blob = await download.mutateAsync();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `assessment-${(props.submission.reference ?? props.submission.id).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setIsFailed(true);
    }
  };
  return (
    <>
      {isFailed && (
        <p className="govuk-error-message" role="alert">
          Could not download the PDF. Try again.
        </p>
      )}
      <button
        type="button"
        className="govuk-button govuk-button--secondary"
        disabled={download.isPending}
        onClick={() => void onDownload()}
      >
        Download PDF
      </button>
    </>
  );
}
