import type { Answers, Topic } from '../content-schema.ts';
import { firstStep, type AreaStep } from './find-in-topic.ts';
import { nextPage } from './next-page.ts';

/**
 * The pages the resident walks with these answers, from the first page of the first section
 * to the end of the area. Routing cannot loop between sections (nextPage only moves to later
 * ones, so a section once left is never met again), but a nextPage chain inside a section
 * could in unlinted content; a page met twice in its section ends the walk, so it always
 * terminates with at most one step per page.
 */
export function areaPath(topic: Topic, answers: Answers): AreaStep[] {
  const steps: AreaStep[] = [];
  let sectionId: string | undefined;
  const pagesOfSection = new Set<string>();
  let step: AreaStep | null | undefined = firstStep(topic);
  while (step) {
    if (step.sectionId !== sectionId) {
      sectionId = step.sectionId;
      pagesOfSection.clear();
    }
    if (pagesOfSection.has(step.pageId)) break;
    pagesOfSection.add(step.pageId);
    steps.push(step);
    step = nextPage(topic, step.sectionId, step.pageId, answers);
  }
  return steps;
}
