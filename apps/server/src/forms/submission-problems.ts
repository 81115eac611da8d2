import {
  cannotSubmitMessages,
  incompleteAreaMessage,
  type DirtyFields,
  type ErrorEntry,
} from '@csa/contracts';
import { submissionReadiness, type Pathway } from '@csa/questionnaire';

/**
 * Why an assessment cannot be submitted yet, as the error entries of the refusal. The rule is
 * submissionReadiness, which the web's overview and preview ask too. [] means it may be
 * submitted.
 */
export function submissionProblems(pathway: Pathway, fields: DirtyFields): ErrorEntry[] {
  const readiness = submissionReadiness(pathway, fields);
  if (readiness.mayBeSubmitted) return [];
  const groupProblems = readiness.groupsWithoutCompleteArea.map((index) => ({
    error: `${pathway.groups[index]?.title ?? ''}: ${incompleteAreaMessage}`,
    field: `groups.${index}`,
    code: 'INCOMPLETE',
  }));
  const detailsProblems = readiness.personalDetailsProblems.map((problem) => {
    const field = `dirtyFields.personalDetails.${problem.field}`;
    return { error: `${field}: ${problem.message}`, field, code: 'INCOMPLETE' };
  });
  return [
    { error: cannotSubmitMessages[pathway.formTypeCode], code: 'CANNOT_SUBMIT' },
    ...groupProblems,
    ...detailsProblems,
  ];
}
