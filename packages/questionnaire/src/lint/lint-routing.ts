import { keyAnswers, type Answers, type Topic } from '../content-schema.ts';
import { areaPath, isChoiceItem, itemsInOrder, keyQuestion } from '../engine/index.ts';
import { problemAt } from './problem-location.ts';

/** nextPage stays inside its section, goes forward, and routes on options of this page. */
export function lintNextPages(topic: Topic): string[] {
  return topic.sections.flatMap((section) =>
    section.pages.flatMap((page, pageIndex) => {
      const report = (message: string) => problemAt({ topic, section, page }, message);
      const pageOptions = page.items.filter(isChoiceItem).flatMap((item) => item.options);
      return page.nextPage.flatMap((entry) => {
        const problems: string[] = [];
        const targetIndex = section.pages.findIndex((target) => target.id === entry.page);
        if (targetIndex < 0) {
          problems.push(report(`nextPage ${entry.page} is not a page of section ${section.id}`));
        } else if (targetIndex <= pageIndex) {
          // Forward-only keeps every walk finite without relying on the engine's loop guard.
          problems.push(report(`nextPage ${entry.page} does not come after this page`));
        }
        for (const option of entry.options) {
          if (!pageOptions.includes(option)) {
            problems.push(report(`nextPage option "${option}" is not an option on this page`));
          }
        }
        return problems;
      });
    }),
  );
}

/** nextSection opens a later section, on a choice of this topic, using that choice's options. */
export function lintNextSections(topic: Topic): string[] {
  const items = new Map(itemsInOrder(topic).map(({ item }) => [item.id, item]));
  return topic.sections.flatMap((section, sectionIndex) => {
    const report = (message: string) => problemAt({ topic, section }, message);
    return section.nextSection.flatMap((rule, ruleIndex) => {
      const problems: string[] = [];
      const targetIndex = topic.sections.findIndex((target) => target.id === rule.openSectionId);
      if (targetIndex < 0) {
        problems.push(report(`nextSection opens ${rule.openSectionId}, which does not exist`));
      } else if (targetIndex <= sectionIndex) {
        problems.push(report(`nextSection opens ${rule.openSectionId}, which is not later`));
      }
      if (section.nextSection.slice(0, ruleIndex).some((earlier) => 'default' in earlier)) {
        problems.push(report(`nextSection rule to ${rule.openSectionId} follows a default rule`));
      }
      if ('default' in rule) return problems;
      const given = items.get(rule.given);
      const value = 'contains' in rule ? rule.contains : rule.equals;
      if (!given) {
        problems.push(report(`nextSection given ${rule.given} is not an item of this topic`));
      } else if (!isChoiceItem(given)) {
        problems.push(report(`nextSection given ${rule.given} must be a radio or checkbox`));
      } else if (!given.options.includes(value)) {
        problems.push(report(`nextSection value "${value}" is not an option of ${given.id}`));
      } else if ('equals' in rule && given.type !== 'radio') {
        problems.push(report(`nextSection equals needs a radio; use contains for ${given.id}`));
      }
      return problems;
    });
  });
}

/**
 * Every section can be reached: with 'I need more help' and every box ticked the walk must pass
 * through all sections, otherwise some section can never be asked.
 */
export function lintSectionsReachable(topic: Topic): string[] {
  const answers: Answers = {};
  for (const { item } of itemsInOrder(topic)) {
    if (item.type === 'checkbox') answers[item.id] = [...item.options];
  }
  const question = keyQuestion(topic);
  if (question) answers[question.id] = keyAnswers.needHelp;
  const visited = new Set(areaPath(topic, answers).map((step) => step.sectionId));
  return topic.sections
    .filter((section) => !visited.has(section.id))
    .map((section) =>
      problemAt(
        { topic, section },
        'is not reached even with the need-help answer and every box ticked',
      ),
    );
}
