import type { Answers, Item, Page, Topic } from '../content-schema.ts';
import { answerContains, answerIsOneOf } from './answer-values.ts';
import { findItem } from './find-in-topic.ts';

/**
 * Whether an item is asked with the answers given (existsWhen of content-schema.ts). An item
 * whose `given` item is itself hidden is hidden too, so a stale answer to a question that is no
 * longer asked cannot keep its follow-ups alive. A `given` that does not exist, or a chain that
 * loops (both refused by the linter), hides the item rather than crash.
 */
export function isItemVisible(topic: Topic, item: Item, answers: Answers): boolean {
  if (!item.existsWhen) return true;
  return isVisibleAvoiding(topic, item, answers, new Set());
}

function isVisibleAvoiding(
  topic: Topic,
  item: Item,
  answers: Answers,
  itemsBeingChecked: Set<string>,
): boolean {
  const rule = item.existsWhen;
  if (!rule) return true;
  if (itemsBeingChecked.has(item.id)) return false;
  const given = findItem(topic, rule.given);
  if (!given) return false;
  itemsBeingChecked.add(item.id);
  const isGivenVisible = isVisibleAvoiding(topic, given, answers, itemsBeingChecked);
  itemsBeingChecked.delete(item.id);
  if (!isGivenVisible) return false;
  const answer = answers[rule.given];
  if (rule.contains !== undefined) return answerContains(answer, rule.contains);
  return answerIsOneOf(answer, rule.oneOf ?? []);
}

export function visibleItems(topic: Topic, page: Page, answers: Answers): Item[] {
  return page.items.filter((item) => isItemVisible(topic, item, answers));
}
