import { messages } from '../../../lib/assessment-messages.ts';
import type { AssessmentState } from '../../../lib/assessment-queries/assessment-state.ts';

const tagClass: Record<AssessmentState, string> = {
  submitted: 'govuk-tag govuk-tag--green',
  closed: 'govuk-tag govuk-tag--grey',
  'in-progress': 'govuk-tag govuk-tag--blue',
};

const tagText: Record<AssessmentState, string> = {
  submitted: messages.status.submitted,
  closed: messages.status.closed,
  'in-progress': messages.status.inProgress,
};

export function AssessmentStatusTag(props: { state: AssessmentState }) {
  return <strong className={tagClass[props.state]}>{tagText[props.state]}</strong>;
}
