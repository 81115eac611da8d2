import type { Item, Page, Pathway, Section, Topic } from '../content-schema.ts';
import { hygieneTopic, noIntroductionTopic, page, video } from '../engine/test-fixtures.ts';

/**
 * A lint-clean pathway built from the engine fixtures. The hygiene fixture's dangling nextPage
 * and backward nextSection rule (there to test the engine) are dropped, and clothes gets a default rule because the reachability check never answers
 * the radio its equals rule tests. Each call returns a fresh copy that a test may break.
 */
export function cleanPathway(): Pathway {
  const hygiene = structuredClone(hygieneTopic);
  const clothes = sectionOf(hygiene, 'clothes');
  const clothesQuestions = pageOf(hygiene, 'clothesQuestionsPage');
  clothesQuestions.nextPage = clothesQuestions.nextPage.filter(
    (entry) => entry.page !== 'missingPage',
  );
  const appearance = sectionOf(hygiene, 'appearance');
  appearance.nextSection = appearance.nextSection.filter(
    (rule) => rule.openSectionId !== 'washing',
  );
  clothes.nextSection.push({ default: true, openSectionId: 'summary' });
  // Questionnaire.md §4: the introduction falls through to the summary like the others, and
  // details boxes follow 'Yes'.
  sectionOf(hygiene, 'introduction').nextSection.push({ default: true, openSectionId: 'summary' });
  itemOf(hygiene, 'reachDetails').existsWhen = { given: 'reachAllBody', oneOf: ['Yes'] };
  const roleLike = structuredClone(noIntroductionTopic);
  // Questionnaire.md §2: later sections start with a video page.
  for (const later of [...hygiene.sections.slice(1), ...roleLike.sections.slice(1)]) {
    const first = later.pages[0];
    if (!first) continue;
    later.pages.unshift(
      page(`${later.id}VideoPage`, [video(`${later.id}Video`)], [{ options: [], page: first.id }]),
    );
  }
  return {
    formTypeCode: 'CSA',
    groups: [
      { title: 'Looking after yourself', topicIds: ['hygiene'] },
      { title: 'Your role', topicIds: ['carerRoleLike'] },
    ],
    topics: [hygiene, roleLike],
  };
}

export function topicOf(pathway: Pathway, topicId: string): Topic {
  const topic = pathway.topics.find((candidate) => candidate.id === topicId);
  if (!topic) throw new Error(`fixture has no topic ${topicId}`);
  return topic;
}

export function sectionOf(topic: Topic, sectionId: string): Section {
  const section = topic.sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw new Error(`fixture has no section ${sectionId}`);
  return section;
}

export function pageOf(topic: Topic, pageId: string): Page {
  const page = topic.sections.flatMap((section) => section.pages).find((p) => p.id === pageId);
  if (!page) throw new Error(`fixture has no page ${pageId}`);
  return page;
}

export function itemOf(topic: Topic, itemId: string): Item {
  const item = topic.sections
    .flatMap((section) => section.pages.flatMap((page) => page.items))
    .find((candidate) => candidate.id === itemId);
  if (!item) throw new Error(`fixture has no item ${itemId}`);
  return item;
}
