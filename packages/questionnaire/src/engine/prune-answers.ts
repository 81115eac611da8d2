import type { Answers, Item, Topic } from '../content-schema.ts';
import { isEmptyAnswer } from './answer-values.ts';
import { areaPath } from './area-path.ts';
import { findStep, type AreaStep } from './find-in-topic.ts';
import { isItemVisible } from './item-visibility.ts';

/**
 * A copy of the answers holding only answers to questions that are asked: on the current path
 * and visible. "Hidden questions have their answers deleted" (questionnaire.md §4). Dropping one
 * answer can hide another item or change the path, so this repeats until nothing changes; each
 * round only removes, so it ends after at most one round per answer.
 */
export function pruneAnswers(topic: Topic, answers: Answers): Answers {
  let kept = withoutEmptyAnswers(answers);
  for (;;) {
    const askedItems = itemsOnPath(topic, kept);
    const next: Answers = {};
    for (const [itemId, answer] of Object.entries(kept)) {
      const item = askedItems.get(itemId);
      if (item && isItemVisible(topic, item, kept)) next[itemId] = answer;
    }
    if (Object.keys(next).length === Object.keys(kept).length) return next;
    kept = next;
  }
}

function withoutEmptyAnswers(answers: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([, answer]) => !isEmptyAnswer(answer)));
}

/** Items on the pages the resident walks with these answers, by id. */
export function itemsOnPath(topic: Topic, answers: Answers): Map<string, Item> {
  return itemsOnSteps(topic, areaPath(topic, answers));
}

/** Items on these pages of the area, by id. */
export function itemsOnSteps(topic: Topic, steps: readonly AreaStep[]): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const step of steps) {
    for (const item of findStep(topic, step)?.page.items ?? []) {
      if (!items.has(item.id)) items.set(item.id, item);
    }
  }
  return items;
}
