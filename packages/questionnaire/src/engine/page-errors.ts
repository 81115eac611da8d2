import type { Answer, Answers, Item, Page, Topic } from '../content-schema.ts';
import { pruneAnswers } from './prune-answers.ts';
import { areaPath } from './area-path.ts';
import { findStep, type AreaStep } from './find-in-topic.ts';
import { answerKindOf } from './item-kinds.ts';
import { visibleItems } from './item-visibility.ts';

export const requiredMessage = 'Required';

/** Item id → 'Required' for every visible required question on the page without an answer. */
export function pageErrors(topic: Topic, page: Page, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of visibleItems(topic, page, answers)) {
    if (item.required && !hasUsableAnswer(item, answers[item.id])) {
      errors[item.id] = requiredMessage;
    }
  }
  return errors;
}

/** An answer that counts: spaces alone are not an answer to a text question, and an answer of
 * the wrong shape (a string for a checkbox) is not an answer at all. Items that take no answer
 * (videos, suggestions) are always satisfied. */
function hasUsableAnswer(item: Item, answer: Answer | undefined): boolean {
  switch (answerKindOf(item)) {
    case 'text':
    case 'singleChoice':
      return typeof answer === 'string' && answer.trim() !== '';
    case 'multipleChoice':
      return Array.isArray(answer) && answer.length > 0;
    case 'none':
      return true;
  }
}

/** Whether every page the resident walks is answered. Stale answers are pruned first so a
 * hidden question's answer cannot open (or keep open) pages that are not asked. */
export function isAreaComplete(topic: Topic, answers: Answers): boolean {
  const asked = pruneAnswers(topic, answers);
  return isPathAnswered(topic, areaPath(topic, asked), asked);
}

/** Whether every page of `steps` (the path these answers take) has no required question left
 * unanswered. */
export function isPathAnswered(
  topic: Topic,
  steps: readonly AreaStep[],
  answers: Answers,
): boolean {
  return steps.every((step) => {
    const located = findStep(topic, step);
    return !located || Object.keys(pageErrors(topic, located.page, answers)).length === 0;
  });
}
