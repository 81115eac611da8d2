import type { Item, Page, Section, Topic } from '../content-schema.ts';
import { indexedStep, topicIndex } from './topic-index.ts';

/** One position in an area: a page of a section. Page ids are unique within a topic in linted
 * content, but the section id is kept so routing never has to guess. */
export interface AreaStep {
  sectionId: string;
  pageId: string;
}

export interface LocatedPage {
  section: Section;
  page: Page;
}

export interface LocatedItem extends LocatedPage {
  item: Item;
}

// Lookups go through the topic's index (topic-index.ts), built once per topic: each is a map
// read, so checking an area's answers is linear in the answers given.

export function findPage(topic: Topic, pageId: string): LocatedPage | undefined {
  return topicIndex(topic).pages.get(pageId);
}

export function findStep(topic: Topic, step: AreaStep): LocatedPage | undefined {
  return indexedStep(topicIndex(topic), step.sectionId, step.pageId);
}

/** Every item of the topic in section → page → item order, the order residents meet them. */
export function itemsInOrder(topic: Topic): readonly LocatedItem[] {
  return topicIndex(topic).itemsInOrder;
}

export function findItem(topic: Topic, itemId: string): Item | undefined {
  return topicIndex(topic).items.get(itemId)?.item;
}

export function firstStep(topic: Topic): AreaStep | undefined {
  const section = topic.sections[0];
  const page = section?.pages[0];
  return section && page ? { sectionId: section.id, pageId: page.id } : undefined;
}

export function countPages(topic: Topic): number {
  return topic.sections.reduce((total, section) => total + section.pages.length, 0);
}
