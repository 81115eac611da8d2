import type { Item, Page, Section, Topic } from '../content-schema.ts';

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

export function findPage(topic: Topic, pageId: string): LocatedPage | undefined {
  for (const section of topic.sections) {
    const page = section.pages.find((candidate) => candidate.id === pageId);
    if (page) return { section, page };
  }
  return undefined;
}

export function findStep(topic: Topic, step: AreaStep): LocatedPage | undefined {
  const section = topic.sections.find((candidate) => candidate.id === step.sectionId);
  const page = section?.pages.find((candidate) => candidate.id === step.pageId);
  return section && page ? { section, page } : undefined;
}

/** Every item of the topic in section → page → item order, the order residents meet them. */
export function itemsInOrder(topic: Topic): LocatedItem[] {
  return topic.sections.flatMap((section) =>
    section.pages.flatMap((page) => page.items.map((item) => ({ section, page, item }))),
  );
}

export function findItem(topic: Topic, itemId: string): Item | undefined {
  return itemsInOrder(topic).find((located) => located.item.id === itemId)?.item;
}

export function firstStep(topic: Topic): AreaStep | undefined {
  const section = topic.sections[0];
  const page = section?.pages[0];
  return section && page ? { sectionId: section.id, pageId: page.id } : undefined;
}

export function countPages(topic: Topic): number {
  return topic.sections.reduce((total, section) => total + section.pages.length, 0);
}
