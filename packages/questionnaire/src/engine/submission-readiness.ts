import { personalDetailsProblems, type DetailsProblem, type DirtyFields } from '@csa/contracts';
import type { Pathway } from '../content-schema.ts';
import { isStoredAreaComplete } from './is-stored-area-complete.ts';

export interface SubmissionReadiness {
  /** The ids of the areas complete against today's content, in the pathway's order. */
  completeAreaIds: string[];
  /** Indexes into `pathway.groups` of the groups that still lack a complete area. */
  groupsWithoutCompleteArea: number[];
  /** What the personal details still lack for submission. */
  personalDetailsProblems: DetailsProblem[];
  mayBeSubmitted: boolean;
}

/**
 * Whether an assessment may be submitted (spec §2 "Overview behaviour", §4): every group of
 * the pathway needs one complete area (for CARERS the first group is 'You and your caring
 * role'), and the personal details must have what submission needs. An area counts as
 * complete only when its answers complete it under today's content (isStoredAreaComplete),
 * not because the stored flag says so. The web's overview and preview and the server's submit
 * all ask this one function, so the page never offers what the server then refuses.
 */
export function submissionReadiness(pathway: Pathway, fields: DirtyFields): SubmissionReadiness {
  const completeAreaIds = pathway.topics
    .filter((topic) => isStoredAreaComplete(topic, fields))
    .map((topic) => topic.id);
  const groupsWithoutCompleteArea = pathway.groups.flatMap((group, index) =>
    group.topicIds.some((topicId) => completeAreaIds.includes(topicId)) ? [] : [index],
  );
  const detailsProblems = personalDetailsProblems(fields.personalDetails, pathway.formTypeCode);
  return {
    completeAreaIds,
    groupsWithoutCompleteArea,
    personalDetailsProblems: detailsProblems,
    mayBeSubmitted: groupsWithoutCompleteArea.length === 0 && detailsProblems.length === 0,
  };
}
