import { z } from 'zod';
import { areaProgressSchema } from '@csa/contracts';
import type { Answers } from '@csa/questionnaire';
import { draftKeyPrefixes, readJson, writeValue } from '../../../lib/session-store.ts';

/** Answers typed since the last successful save, and the step they were typed on. */
export interface AreaDraft {
  answers: Answers;
  stepIndex: number;
}

const areaDraftSchema = z.object({
  answers: areaProgressSchema.shape.answers,
  stepIndex: z.number().int().min(0),
});

/** Session storage (not local storage): the draft lives as long as the tab, like the sign-in
 * token, so answers are not left behind on a shared computer once the tab is closed; Logout
 * removes it at once (removeDrafts). */
function draftKey(formId: string, areaKey: string): string {
  return `${draftKeyPrefixes.area}${formId}:${areaKey}`;
}

export function readAreaDraft(formId: string, areaKey: string): AreaDraft | null {
  const result = areaDraftSchema.safeParse(readJson<unknown>(draftKey(formId, areaKey)));
  return result.success ? result.data : null;
}

export function writeAreaDraft(formId: string, areaKey: string, draft: AreaDraft): void {
  try {
    writeValue(draftKey(formId, areaKey), draft);
  } catch {
    // A full or blocked storage must not stop the resident answering; the answers are still
    // held on the page and saved with the next step.
  }
}

export function clearAreaDraft(formId: string, areaKey: string): void {
  writeValue(draftKey(formId, areaKey), null);
}
