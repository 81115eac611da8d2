import type { AreaProgress } from '@csa/contracts';
import type { AreaDraft } from './area-draft-storage.ts';

/** Where the area opens: the step of unsaved answers, else the saved lastStepIndex of an area
 * in progress, else the start. A completed area opens at the start so the resident can check
 * it through. */
export function startStepIndex(
  draft: AreaDraft | null,
  progress: AreaProgress | undefined,
): number {
  if (draft) return draft.stepIndex;
  if (progress && !progress.isComplete) return progress.lastStepIndex;
  return 0;
}
