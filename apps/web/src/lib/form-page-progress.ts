import { readDirtyFieldsObject } from '@csa/contracts';
import { submissionReadiness, type Pathway } from '@csa/questionnaire';

/** Spec §9: the overview's total pages are max(2, completed areas) + 1. */
export function totalPages(completedAreaCount: number): number {
  return Math.max(2, completedAreaCount) + 1;
}

/**
 * What every save tells the server about progress (spec §7 PUT): `pageCount`, the overview's
 * total pages, and `lastValidPage`, how many of them are done: one for each completed area
 * and the last one for personal details complete enough to submit (decision 0115). Worked out
 * from the dirtyFields being sent, so the stored figures always describe the stored answers,
 * and by submissionReadiness, the rule the overview and the server's submit apply: an area
 * marked complete under older content that today's leaves unanswered is not counted.
 */
export function formPageProgress(
  dirtyFields: Record<string, unknown>,
  pathway: Pathway,
): { pageCount: number; lastValidPage: number } {
  const readiness = submissionReadiness(pathway, readDirtyFieldsObject(dirtyFields).fields);
  const completedAreaCount = readiness.completeAreaIds.length;
  const hasPersonalDetails = readiness.personalDetailsProblems.length === 0;
  return {
    pageCount: totalPages(completedAreaCount),
    lastValidPage: completedAreaCount + (hasPersonalDetails ? 1 : 0),
  };
}
