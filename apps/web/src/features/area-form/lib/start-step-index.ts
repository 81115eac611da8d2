import type { AreaProgress } from '@csa/contracts';
import { isAreaProgressComplete, pruneAnswers, type Topic } from '@csa/questionnaire';
import type { AreaDraft } from './area-draft-storage.ts';
import { firstStepWithErrors } from './first-step-with-errors.ts';

/** Where the area opens: the step of unsaved answers, else the saved lastStepIndex of an area
 * in progress, else the start. A completed area opens at the start so the resident can check
 * it through. One marked complete that today's content no longer finds complete (the rule the
 * overview and submitting apply) opens at the first question left to answer. */
export function startStepIndex(
  draft: AreaDraft | null,
  progress: AreaProgress | undefined,
  topic: Topic,
): number {
  if (draft) return draft.stepIndex;
  if (!progress || isAreaProgressComplete(topic, progress)) return 0;
  if (progress.isComplete) {
    return firstStepWithErrors(topic, pruneAnswers(topic, progress.answers))?.index ?? 0;
  }
  return progress.lastStepIndex;
}
