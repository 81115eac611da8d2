import type { Item, Page, Section, Topic } from '../content-schema.ts';

/** "topic/section/page/item: message", so an author can find the spot in the content files. */
export function problemAt(
  place: { topic: Topic; section?: Section; page?: Page; item?: Item },
  message: string,
): string {
  const path = [place.topic, place.section, place.page, place.item]
    .filter((part) => part !== undefined)
    .map((part) => part.id)
    .join('/');
  return `${path}: ${message}`;
}

export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}
