import {
  cannotSubmitMessages,
  incompleteAreaMessage,
  personalDetailsProblems,
  type DirtyFields,
  type ErrorEntry,
} from '@csa/contracts';
import { isStoredAreaComplete, type Pathway } from '@csa/questionnaire';

/**
 * Why an assessment cannot be submitted yet (spec §2 "Overview behaviour", §4): every group of
 * the pathway needs one complete area (for CARERS the first group is 'You and your caring
 * role'), and the personal details must be there. [] means it may be submitted.
 */
export function submissionProblems(pathway: Pathway, fields: DirtyFields): ErrorEntry[] {
  const problems: ErrorEntry[] = [];
  pathway.groups.forEach((group, index) => {
    const hasCompleteArea = group.topicIds.some((topicId) => {
      const topic = pathway.topics.find((candidate) => candidate.id === topicId);
      return topic !== undefined && isStoredAreaComplete(topic, fields);
    });
    if (!hasCompleteArea) {
      problems.push({
        error: `${group.title}: ${incompleteAreaMessage}`,
        field: `groups.${index}`,
        code: 'INCOMPLETE',
      });
    }
  });
  for (const problem of personalDetailsProblems(fields.personalDetails, pathway.formTypeCode)) {
    const field = `dirtyFields.personalDetails.${problem.field}`;
    problems.push({ error: `${field}: ${problem.message}`, field, code: 'INCOMPLETE' });
  }
  if (problems.length === 0) return [];
  return [
    { error: cannotSubmitMessages[pathway.formTypeCode], code: 'CANNOT_SUBMIT' },
    ...problems,
  ];
}
