import type { Item, Page, Section, Topic } from '../content-schema.ts';

export interface IndexedPage {
  section: Section;
  page: Page;
}

export interface IndexedItem extends IndexedPage {
  item: Item;
}

/**
 * Lookups into one topic, built once per topic object: items, pages and sections by id, and
 * the items in the order residents meet them. Where linted content would never repeat an id
 * but a test's might, the first in section → page → item order wins, as a linear search would
 * find it.
 */
export interface TopicIndex {
  items: ReadonlyMap<string, IndexedItem>;
  /** By page id alone (the first section that has it). */
  pages: ReadonlyMap<string, IndexedPage>;
  sections: ReadonlyMap<string, { section: Section; sectionIndex: number }>;
  /** By section id, then page id: a step is found without building and hashing a key string
   * on every lookup, which a save's walk of an area did many times over (decision 0060). */
  steps: ReadonlyMap<string, ReadonlyMap<string, IndexedPage>>;
  itemsInOrder: readonly IndexedItem[];
}

/** Content is data read once and never changed, so a topic's index lives as long as the
 * topic object does. */
const indexes = new WeakMap<Topic, TopicIndex>();

/** The page `pageId` of the section `sectionId`, as findStep finds it. */
export function indexedStep(
  index: TopicIndex,
  sectionId: string,
  pageId: string,
): IndexedPage | undefined {
  return index.steps.get(sectionId)?.get(pageId);
}

export function topicIndex(topic: Topic): TopicIndex {
  let index = indexes.get(topic);
  // Stryker disable next-line ConditionalExpression: rebuilding the index on every call gives the same lookups; the cache only saves time.
  if (!index) {
    index = buildIndex(topic);
    indexes.set(topic, index);
  }
  return index;
}

function buildIndex(topic: Topic): TopicIndex {
  const items = new Map<string, IndexedItem>();
  const pages = new Map<string, IndexedPage>();
  const sections = new Map<string, { section: Section; sectionIndex: number }>();
  const steps = new Map<string, Map<string, IndexedPage>>();
  const itemsInOrder: IndexedItem[] = [];
  topic.sections.forEach((section, sectionIndex) => {
    if (!sections.has(section.id)) sections.set(section.id, { section, sectionIndex });
    const isFirstSectionWithId = sections.get(section.id)?.section === section;
    const sectionSteps = new Map<string, IndexedPage>();
    // findStep takes the first section with the id, then the first page with the id in it.
    if (isFirstSectionWithId) steps.set(section.id, sectionSteps);
    for (const page of section.pages) {
      const located = { section, page };
      if (!pages.has(page.id)) pages.set(page.id, located);
      if (!sectionSteps.has(page.id)) sectionSteps.set(page.id, located);
      for (const item of page.items) {
        const entry = { ...located, item };
        itemsInOrder.push(entry);
        if (!items.has(item.id)) items.set(item.id, entry);
      }
    }
  });
  return { items, pages, sections, steps, itemsInOrder };
}
