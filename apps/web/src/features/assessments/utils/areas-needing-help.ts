import { needsMoreHelp, type Pathway, type Topic } from '@csa/questionnaire';
import type { AreaProgress } from '@csa/contracts';

/** The areas, in the pathway's order, where the resident answered 'I need more help than I
 * already have' to the key question (questionnaire.md §1), across one or more assessments. */
export function areasNeedingHelp(
  pathway: Pathway,
  assessmentsAreas: readonly Record<string, AreaProgress>[],
): Topic[] {
  return pathway.topics.filter((topic) =>
    assessmentsAreas.some((areas) => {
      const area = areas[topic.id];
      return area !== undefined && needsMoreHelp(topic, area.answers);
    }),
  );
}
