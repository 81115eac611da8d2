import { areaPath, findStep, type Answers, type Topic } from '@csa/questionnaire';
import { stepErrors } from './step-errors.ts';

/** The first step on the resident's path that still needs an answer, with the questions
 * that need one, if any. */
export function firstStepWithErrors(
  topic: Topic,
  answers: Answers,
): { index: number; itemIds: string[] } | undefined {
  const steps = areaPath(topic, answers);
  for (const [index, step] of steps.entries()) {
    const located = findStep(topic, step);
    const itemIds = located ? Object.keys(stepErrors(topic, located.page, answers)) : [];
    if (itemIds.length > 0) return { index, itemIds };
  }
  return undefined;
}
