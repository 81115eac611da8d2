import type { FormTypeCode, SubmissionProgress } from '@csa/contracts';
import { formatDate } from '../../../lib/format-date.ts';
import { useAssessments } from '../../../lib/assessment-queries/get-assessments.ts';
import { messages } from '../../../lib/assessment-messages.ts';

/** Where a sent assessment stands with the council and since when, and, while the carers
 * centre has still to make contact, the day it aims to by (docs/decisions/0111). */
export function SubmissionProgressSummary(props: {
  progress: SubmissionProgress;
  className?: string;
}) {
  const { stage, since, contactDueBy } = props.progress;
  const className = props.className ?? 'govuk-body';
  return (
    <div data-testid="submission-progress">
      <p className={className}>
        {`${messages.progress.label}: `}
        <strong>{messages.progress.stage[stage]}</strong>
        {` ${messages.progress.dateWord[stage]} ${formatDate(since)}`}
      </p>
      {contactDueBy && (
        <p className={className}>{messages.progress.contactDueBy(formatDate(contactDueBy))}</p>
      )}
    </div>
  );
}

/** Where one sent assessment stands now, read from the resident's list (which carries it; the
 * list is what the Continue button leads to, so it is loaded once for both). Nothing is shown
 * until it has loaded, or if it cannot be. */
export function SentAssessmentProgress(props: { formTypeCode: FormTypeCode; formId: string }) {
  const list = useAssessments(props.formTypeCode);
  const progress = list.data?.find((summary) => summary.id === props.formId)?.progress;
  return progress ? <SubmissionProgressSummary progress={progress} /> : null;
}
