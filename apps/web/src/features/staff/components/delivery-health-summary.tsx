import { useDeliveryHealth } from '../api/get-delivery-health.ts';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { StaffAccessProblem } from './staff-access-problem.tsx';

function formatAge(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} minutes`;
  return `${Math.round(seconds / 3600)} hours`;
}

/** How submissions are reaching the teams: the delivery outbox, at a glance. */
export function DeliveryHealthSummary() {
  const health = useDeliveryHealth();
  if (health.isPending) return <LoadingSpinner label="Loading delivery status…" />;
  if (health.isError) return <StaffAccessProblem error={health.error} />;
  const { counts, oldestPendingAgeSeconds } = health.data;
  const rows: [string, string][] = [
    ['Delivered', String(counts.done)],
    ['Waiting to be sent', String(counts.pending)],
    ['Failed, will try again', String(counts.failed)],
    ['Stopped after repeated failures', String(counts.dead)],
    [
      'Oldest waiting',
      oldestPendingAgeSeconds === null ? 'Nothing waiting' : formatAge(oldestPendingAgeSeconds),
    ],
  ];
  return (
    <dl className="govuk-summary-list" data-testid="delivery-health">
      {rows.map(([label, value]) => (
        <div key={label} className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">{label}</dt>
          <dd className="govuk-summary-list__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
