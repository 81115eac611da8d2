import type { Answers, Topic } from '@csa/questionnaire';
import { readAreaDraft } from './area-draft-storage.ts';
import { readAreaProgress } from './dirty-fields.ts';
import { startStepIndex } from './start-step-index.ts';

export interface InitialAreaState {
  answers: Answers;
  stepIndex: number;
  /** Unsaved answers from before a reload were put back. */
  isRestored: boolean;
}

/** What the area opens with: unsaved answers of this tab on top of nothing else (they hold
 * the whole area), else the saved answers, else none. */
export function initialAreaState(
  formId: string,
  topic: Topic,
  dirtyFieldsText: string,
): InitialAreaState {
  const areaKey = topic.id;
  const draft = readAreaDraft(formId, areaKey);
  const progress = readAreaProgress(dirtyFieldsText, areaKey);
  return {
    answers: draft?.answers ?? progress?.answers ?? {},
    stepIndex: startStepIndex(draft, progress, topic),
    isRestored: draft !== null,
  };
}
