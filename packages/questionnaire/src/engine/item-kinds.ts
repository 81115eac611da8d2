import type { Item } from '../content-schema.ts';

/** What shape of answer an item takes. Videos, suggestion blocks and unknown types take none:
 * an unknown type is shown as 'Question type [x] is unsupported', so it cannot be answered. */
export type AnswerKind = 'text' | 'singleChoice' | 'multipleChoice' | 'none';

export function answerKindOf(item: Pick<Item, 'type'>): AnswerKind {
  switch (item.type) {
    case 'textarea':
      return 'text';
    case 'radio':
      return 'singleChoice';
    case 'checkbox':
      return 'multipleChoice';
    default:
      return 'none';
  }
}

export function isChoiceItem(item: Pick<Item, 'type'>): boolean {
  const kind = answerKindOf(item);
  return kind === 'singleChoice' || kind === 'multipleChoice';
}

export const videoItemTypes: readonly string[] = ['spotlightr', 'youtube'];

export function isVideoItem(item: Pick<Item, 'type'>): boolean {
  return videoItemTypes.includes(item.type);
}
