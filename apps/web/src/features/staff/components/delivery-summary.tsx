import type { SubmissionDelivery } from '@csa/contracts';
import { formatDateTime } from '../../../lib/format-date.ts';

const statusText: Record<SubmissionDelivery['status'], string> = {
  pending: 'Waiting to be sent',
  failed: 'Failed, will try again',
  dead: 'Stopped after repeated failures',
  done: 'Delivered',
};

/** The steps of a submission job (server delivery/run-delivery-job.ts). */
const stepNames: Record<string, string> = {
  pdf: 'PDF stored',
  'team-email': 'Team email',
  'case-webhook': 'Case-management system',
  'resident-email': 'Confirmation email to the resident',
  'resident-text': 'Confirmation text to the resident',
};

/** How the submission's delivery to the team went (the outbox job of docs/decisions/0006). */
export function DeliverySummary(props: { delivery: SubmissionDelivery[] }) {
  if (props.delivery.length === 0) {
    return <p className="govuk-body">No delivery has been recorded.</p>;
  }
  return (
    <dl className="govuk-summary-list">
      {props.delivery.map((job, index) => (
        <div key={index} className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Delivery</dt>
          <dd className="govuk-summary-list__value">
            <p className="govuk-body">
              {statusText[job.status]}
              {job.completedAt ? ` on ${formatDateTime(job.completedAt)}` : ''} ({job.attempts}{' '}
              {job.attempts === 1 ? 'attempt' : 'attempts'})
            </p>
            {Object.keys(job.steps).length > 0 && (
              <ul className="govuk-list">
                {Object.entries(job.steps).map(([step, at]) => (
                  <li key={step}>
                    {stepNames[step] ?? step}: done {formatDateTime(at)}
                  </li>
                ))}
              </ul>
            )}
            {job.lastError && job.status !== 'done' && (
              <p className="govuk-body">Last problem: {job.lastError}</p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
