import { personalDetailsProblems, type DirtyFields, type FormTypeCode } from '@csa/contracts';
import { isStoredAreaComplete, type Pathway } from '@csa/questionnaire';
import { dropOffSteps, measures, type JourneyStep } from './performance-measures.ts';
import { stepKey } from './reached-steps.ts';

/**
 * The steps a saved assessment shows it has reached: each area it holds answers for (started),
 * each area complete, and the personal details once nothing required is missing. Read from the
 * answers the server stores, so a client cannot count a step it has not saved.
 */
export function journeyStepsOf(
  pathway: Pathway,
  fields: DirtyFields,
  /** Steps already recorded for the assessment (`stepKey`): left out without working out
   * whether they are reached, which for a complete area is the costly part. */
  known: ReadonlySet<string> = new Set(),
): JourneyStep[] {
  const steps: JourneyStep[] = [];
  const isNew = (step: JourneyStep) => !known.has(stepKey(step));
  for (const topic of pathway.topics) {
    if (fields[topic.id] === undefined) continue;
    const started = { measure: measures.areaStarted, subject: topic.id };
    if (isNew(started)) steps.push(started);
    const completed = { measure: measures.areaCompleted, subject: topic.id };
    if (isNew(completed) && isStoredAreaComplete(topic, fields)) steps.push(completed);
  }
  const details = { measure: measures.personalDetailsCompleted, subject: '' };
  if (isNew(details) && isPersonalDetailsComplete(fields, pathway.formTypeCode)) {
    steps.push(details);
  }
  return steps;
}

function isPersonalDetailsComplete(fields: DirtyFields, formTypeCode: FormTypeCode): boolean {
  return (
    fields.personalDetails !== undefined &&
    personalDetailsProblems(fields.personalDetails, formTypeCode).length === 0
  );
}

export const previewStep: JourneyStep = { measure: measures.previewReached, subject: '' };

/**
 * Where a journey stopped: the step it reached for the first time most recently (an area
 * started, the personal details, the preview). Going back to change an earlier area does not
 * move it back. Steps reached in the same save are ordered as the resident meets them.
 */
export function lastStepOf(
  pathway: Pathway,
  reached: readonly (JourneyStep & { reachedAt: string })[],
): string {
  const order = (step: JourneyStep): number => {
    if (step.measure === measures.previewReached) return pathway.topics.length + 1;
    if (step.measure === measures.personalDetailsCompleted) return pathway.topics.length;
    return pathway.topics.findIndex((topic) => topic.id === step.subject);
  };
  const dropOffs = reached.filter((step) => step.measure !== measures.areaCompleted);
  const last = dropOffs.reduce<(typeof dropOffs)[number] | undefined>(
    (latest, step) =>
      latest === undefined ||
      step.reachedAt > latest.reachedAt ||
      (step.reachedAt === latest.reachedAt && order(step) > order(latest))
        ? step
        : latest,
    undefined,
  );
  if (last === undefined) return dropOffSteps.start;
  if (last.measure === measures.previewReached) return dropOffSteps.preview;
  if (last.measure === measures.personalDetailsCompleted) return dropOffSteps.personalDetails;
  return last.subject;
}
