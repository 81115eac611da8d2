import { knownItemTypes, linkCategories, type Topic } from '../content-schema.ts';
import { isChoiceItem, isVideoItem, itemsInOrder, type LocatedItem } from '../engine/index.ts';
import { duplicates, problemAt } from './problem-location.ts';

const knownTypes: readonly string[] = knownItemTypes;
const categories: readonly string[] = linkCategories;

/** The shape of each item: known type, usable options, transcript, suggestion block. */
export function lintItems(topic: Topic): string[] {
  return itemsInOrder(topic).flatMap((located) => {
    const { item } = located;
    const problems: string[] = [];
    const report = (message: string) => problems.push(problemAt({ topic, ...located }, message));
    if (!knownTypes.includes(item.type)) report(`type "${item.type}" is not a known item type`);
    if (isChoiceItem(item)) {
      if (item.options.length < 2) report(`${item.type} needs at least 2 options`);
      for (const option of duplicates(item.options)) report(`option "${option}" is listed twice`);
    }
    if (item.type === 'textarea' && item.options.length > 0) report('textarea takes no options');
    if (isVideoItem(item) && !item.transcript?.trim()) report('video needs a transcript');
    if (item.type === 'suggestions') problems.push(...lintSuggestionOptions(topic, located));
    return problems;
  });
}

function lintSuggestionOptions(topic: Topic, located: LocatedItem): string[] {
  const [category, group, topicId, ...extra] = located.item.options;
  const problems: string[] = [];
  const report = (message: string) => problems.push(problemAt({ topic, ...located }, message));
  if (category === undefined || !categories.includes(category)) {
    report(`suggestions category "${category ?? ''}" is not a link category`);
  }
  if (!group) report('suggestions needs a group as its second option');
  if (topicId !== topic.id) report(`suggestions third option must be the topic id ${topic.id}`);
  if (extra.length > 0) report('suggestions takes exactly 3 options');
  return problems;
}

/** existsWhen must look back at a choice the resident has already met, using its options. */
export function lintExistsWhen(topic: Topic): string[] {
  const ordered = itemsInOrder(topic);
  return ordered.flatMap((located, index) => {
    const rule = located.item.existsWhen;
    if (!rule) return [];
    const report = (message: string) => [problemAt({ topic, ...located }, `existsWhen ${message}`)];
    const givenIndex = ordered.findIndex(({ item }) => item.id === rule.given);
    const given = ordered[givenIndex]?.item;
    if (!given) return report(`given ${rule.given} is not an item of this topic`);
    if (givenIndex >= index) return report(`given ${rule.given} must come before this item`);
    if (!isChoiceItem(given)) return report(`given ${rule.given} must be a radio or checkbox`);
    const values = rule.contains !== undefined ? [rule.contains] : (rule.oneOf ?? []);
    return values
      .filter((value) => !given.options.includes(value))
      .flatMap((value) => report(`value "${value}" is not an option of ${given.id}`));
  });
}
