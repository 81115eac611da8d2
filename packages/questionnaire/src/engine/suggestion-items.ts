import type { Item, Topic } from '../content-schema.ts';
import { itemsInOrder } from './find-in-topic.ts';

/** A self-help link block: its options are [category, group, topicId] (questionnaire.md §3). */
export interface SuggestionBlock {
  item: Item;
  category: string;
  group: string;
  topicId: string;
}

export function suggestionItems(topic: Topic): SuggestionBlock[] {
  return itemsInOrder(topic)
    .map(({ item }) => item)
    .filter((item) => item.type === 'suggestions')
    .map((item) => {
      const [category = '', group = '', topicId = topic.id] = item.options;
      return { item, category, group, topicId };
    });
}
