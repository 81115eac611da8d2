import {
  areaProgressSchema,
  personalDetailsProblems,
  personalDetailsSchema,
  type FormTypeCode,
} from '@csa/contracts';

/** Spec §9: the overview's total pages are max(2, completed areas) + 1. */
export function totalPages(completedAreaCount: number): number {
  return Math.max(2, completedAreaCount) + 1;
}

const notAreas = new Set(['personalDetails', 'suggestions']);

/**
 * What every save tells the server about progress (spec §7 PUT): `pageCount`, the overview's
 * total pages, and `lastValidPage`, how many of them are done: one for each completed area
 * and the last one for personal details complete enough to submit (decision 0115). Worked out
 * from the dirtyFields being sent, so the stored figures always describe the stored answers.
 */
export function formPageProgress(
  dirtyFields: Record<string, unknown>,
  formTypeCode: FormTypeCode,
): { pageCount: number; lastValidPage: number } {
  const completedAreaCount = Object.entries(dirtyFields).filter(([key, value]) => {
    if (notAreas.has(key)) return false;
    const area = areaProgressSchema.safeParse(value);
    return area.success && area.data.isComplete;
  }).length;
  const details = personalDetailsSchema.safeParse(dirtyFields.personalDetails);
  const hasPersonalDetails =
    details.success &&
    details.data !== undefined &&
    personalDetailsProblems(details.data, formTypeCode).length === 0;
  return {
    pageCount: totalPages(completedAreaCount),
    lastValidPage: completedAreaCount + (hasPersonalDetails ? 1 : 0),
  };
}
