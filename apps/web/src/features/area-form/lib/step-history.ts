/**
 * Each step of an area is an entry in the browser's history, so the browser's Back and
 * Forward move between steps as between pages. The entry's state holds the step's index and
 * whether Next put it there (then the entry before it is the step before).
 */
export interface StepHistoryState {
  areaStep: number;
  isAfterPreviousStep: boolean;
}

export function stepHistoryState(areaStep: number, isAfterPreviousStep: boolean): StepHistoryState {
  return { areaStep, isAfterPreviousStep };
}

/** The entry's state, or null for the entry the area was opened on (it shows its start). */
export function readStepHistoryState(state: unknown): StepHistoryState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { areaStep, isAfterPreviousStep } = state as Partial<StepHistoryState>;
  if (typeof areaStep !== 'number' || !Number.isInteger(areaStep) || areaStep < 0) return null;
  return { areaStep, isAfterPreviousStep: isAfterPreviousStep === true };
}
