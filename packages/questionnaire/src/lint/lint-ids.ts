import type { Pathway, Topic } from '../content-schema.ts';
import { itemsInOrder } from '../engine/index.ts';
import { duplicates, problemAt } from './problem-location.ts';

/** Groups name existing topics and every topic sits in exactly one group: the overview shows
 * areas by group and submission needs one complete area per group. */
export function lintGroups(pathway: Pathway): string[] {
  const problems: string[] = [];
  const topicIds = new Set(pathway.topics.map((topic) => topic.id));
  const groupedIds = pathway.groups.flatMap((group) => group.topicIds);
  for (const group of pathway.groups) {
    for (const topicId of group.topicIds) {
      if (!topicIds.has(topicId)) {
        problems.push(`group "${group.title}": topic ${topicId} does not exist`);
      }
    }
  }
  for (const topicId of topicIds) {
    const count = groupedIds.filter((id) => id === topicId).length;
    if (count !== 1) problems.push(`${topicId}: is in ${count} groups, needs to be in exactly 1`);
  }
  for (const topicId of duplicates(pathway.topics.map((topic) => topic.id))) {
    problems.push(`${topicId}: topic id is used more than once`);
  }
  return problems;
}

/** Routing, visibility and answers are keyed by these ids, so each must name one thing. */
export function lintTopicIds(topic: Topic): string[] {
  const sectionIds = topic.sections.map((section) => section.id);
  const pageIds = topic.sections.flatMap((section) => section.pages.map((page) => page.id));
  const itemIds = itemsInOrder(topic).map(({ item }) => item.id);
  return [
    ...duplicates(sectionIds).map((id) =>
      problemAt({ topic }, `section id ${id} is used more than once`),
    ),
    ...duplicates(pageIds).map((id) =>
      problemAt({ topic }, `page id ${id} is used more than once`),
    ),
    ...duplicates(itemIds).map((id) =>
      problemAt({ topic }, `item id ${id} is used more than once`),
    ),
  ];
}
