import { constants, type Assessment } from '@csa/contracts';

export type AssessmentState = 'submitted' | 'closed' | 'in-progress';

/** Spec §4: a submission date (set with submittedFields) means submitted; status ABANDONED
 * means closed. Works on a whole assessment and on a list summary. */
export function assessmentStateOf(assessment: {
  dateSubmitted: string | null;
  status: string | null;
}): AssessmentState {
  if (assessment.dateSubmitted !== null) return 'submitted';
  if (assessment.status === constants.abandonedStatus) return 'closed';
  return 'in-progress';
}

/** The answers to show for an assessment: once submitted, the frozen copy. */
export function answersTextOf(assessment: Assessment): string {
  return assessment.submittedFields ?? assessment.dirtyFields;
}
