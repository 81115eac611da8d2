import { constants, type Assessment } from '@csa/contracts';

export type AssessmentState = 'submitted' | 'closed' | 'in-progress';

/** Spec §4: submittedFields set means submitted; status ABANDONED means closed. */
export function assessmentStateOf(assessment: Assessment): AssessmentState {
  if (assessment.submittedFields !== null) return 'submitted';
  if (assessment.status === constants.abandonedStatus) return 'closed';
  return 'in-progress';
}

/** The answers to show for an assessment: once submitted, the frozen copy. */
export function answersTextOf(assessment: Assessment): string {
  return assessment.submittedFields ?? assessment.dirtyFields;
}
