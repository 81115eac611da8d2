import type { Item } from '@csa/questionnaire';

/** Element ids of a question's parts. Prefixed so an item id such as `continue` can never
 * clash with an id of the shell. */
export function inputId(item: Pick<Item, 'id'>, optionIndex = 0): string {
  return `question-${item.id}-${optionIndex}`;
}

export function hintId(item: Pick<Item, 'id'>): string {
  return `question-${item.id}-hint`;
}

/** The id the question's hint and error ids are built on. */
export function questionId(item: Pick<Item, 'id'>): string {
  return `question-${item.id}`;
}

export function errorId(item: Pick<Item, 'id'>): string {
  return `${questionId(item)}-error`;
}

/** aria-describedby for a question: its hint and its error, when present. */
export function describedBy(item: Pick<Item, 'id' | 'guidanceText'>, error?: string): string {
  const ids = [item.guidanceText ? hintId(item) : '', error ? errorId(item) : ''];
  return ids.filter(Boolean).join(' ');
}
