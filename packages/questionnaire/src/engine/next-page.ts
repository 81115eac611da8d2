import type { Answers, NextSectionRule, Page, Section, Topic } from '../content-schema.ts';
import { answerContains } from './answer-values.ts';
import { findItem, type AreaStep } from './find-in-topic.ts';
import { isChoiceItem } from './item-kinds.ts';
import { isItemVisible, visibleItems } from './item-visibility.ts';
import { indexedStep, topicIndex } from './topic-index.ts';

/**
 * The step after `pageId` of `sectionId`, or null when the area ends (questionnaire.md §4).
 * Inside a section the page's nextPage entries are tried in order; when none applies, or the
 * target is not a page of this section, the section ends and its nextSection rules are tried in
 * order. Only sections later in the topic's fixed order count, so routing can never loop.
 */
export function nextPage(
  topic: Topic,
  sectionId: string,
  pageId: string,
  answers: Answers,
): AreaStep | null {
  const index = topicIndex(topic);
  const located = index.sections.get(sectionId);
  const page = indexedStep(index, sectionId, pageId)?.page;
  if (!located || !page) return null;
  const { section, sectionIndex } = located;

  const nextPageId = nextPageInSection(topic, page, answers);
  if (nextPageId !== undefined && indexedStep(index, sectionId, nextPageId)) {
    return { sectionId, pageId: nextPageId };
  }
  return firstStepOfNextSection(topic, sectionIndex, section, answers);
}

function nextPageInSection(topic: Topic, page: Page, answers: Answers): string | undefined {
  // Only choices the resident can see on this page route: a stale answer to a hidden radio,
  // or a textarea that happens to hold an option's text, must not.
  const choiceAnswers = visibleItems(topic, page, answers)
    .filter(isChoiceItem)
    .map((item) => answers[item.id]);
  const entry = page.nextPage.find(
    (candidate) =>
      candidate.options.length === 0 ||
      candidate.options.some((option) =>
        choiceAnswers.some((answer) => answerContains(answer, option)),
      ),
  );
  return entry?.page;
}

function firstStepOfNextSection(
  topic: Topic,
  sectionIndex: number,
  section: Section,
  answers: Answers,
): AreaStep | null {
  const { sections } = topicIndex(topic);
  for (const rule of section.nextSection) {
    const located = sections.get(rule.openSectionId);
    const target = located?.section;
    const firstPage = target?.pages[0];
    if (!located || located.sectionIndex <= sectionIndex || !target || !firstPage) continue;
    if (ruleApplies(topic, rule, answers)) return { sectionId: target.id, pageId: firstPage.id };
  }
  return null;
}

function ruleApplies(topic: Topic, rule: NextSectionRule, answers: Answers): boolean {
  if ('default' in rule) return true;
  const given = findItem(topic, rule.given);
  // A hidden question's answer is about to be deleted, so it must not open a section.
  if (!given || !isItemVisible(topic, given, answers)) return false;
  const answer = answers[rule.given];
  if ('contains' in rule) return answerContains(answer, rule.contains);
  return answer === rule.equals;
}
