import type { Answers, Topic } from '../content-schema.ts';
import { firstStep, type AreaStep } from './find-in-topic.ts';
import { nextPage } from './next-page.ts';

/**
 * The pages the resident walks with these answers, from the first page of the first section
 * to the end of the area. Routing cannot loop between sections, but a nextPage chain inside a
 * section could in unlinted content; a page met twice ends the walk, so it always terminates
 * with at most one step per page.
 */
export function areaPath(topic: Topic, answers: Answers): AreaStep[] {
  const steps: AreaStep[] = [];
  const visited = new Set<string>();
  let step: AreaStep | null | undefined = firstStep(topic);
  while (step) {
    const key = `${step.sectionId}\u0000${step.pageId}`;
    if (visited.has(key)) break;
    visited.add(key);
    steps.push(step);
    step = nextPage(topic, step.sectionId, step.pageId, answers);
  }
  return steps;
}
