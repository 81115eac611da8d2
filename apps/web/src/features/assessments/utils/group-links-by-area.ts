import type { Topic } from '@csa/questionnaire';
import type { SuggestedLink } from '../api/get-suggested-links.ts';

export interface AreaSuggestions {
  areaKey: string;
  title: string;
  links: SuggestedLink[];
}

/** Suggestions grouped by area, in the areas' order. A link listed for several areas appears
 * under each of them, since the resident reads one area at a time; areas without links are
 * left out so no heading stands over nothing. */
export function groupLinksByArea(
  areas: readonly Pick<Topic, 'id' | 'title'>[],
  links: readonly SuggestedLink[],
): AreaSuggestions[] {
  return areas
    .map((area) => ({
      areaKey: area.id,
      title: area.title,
      links: links.filter((link) => link.areaKeys.includes(area.id)),
    }))
    .filter((group) => group.links.length > 0);
}
