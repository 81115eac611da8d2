import { linkInArea } from '@csa/contracts/display';
import { linkCategories } from '@csa/questionnaire';
import type { SuggestedLinkView as HelpLink } from '@csa/contracts';

export interface CategoryLinks {
  category: string;
  links: HelpLink[];
}

/** Links of one area (or all, when `areaKey` is null) under their categories, in the
 * catalogue's category order. With an area, a link goes under the category that area gives
 * it, so a link shared with another area is not listed twice; across all areas, a link in
 * two categories is listed in both. */
export function groupLinksByCategory(
  links: readonly HelpLink[],
  areaKey: string | null,
): CategoryLinks[] {
  const chosen = areaKey === null ? links : links.filter((link) => link.areaKeys.includes(areaKey));
  const known: readonly string[] = linkCategories;
  const categoriesOf = (link: HelpLink) => linkInArea(link, areaKey).categories;
  const extra = [...new Set(chosen.flatMap(categoriesOf))].filter(
    (category) => !known.includes(category),
  );
  return [...known, ...extra]
    .map((category) => ({
      category,
      links: chosen.filter((link) => categoriesOf(link).includes(category)),
    }))
    .filter((group) => group.links.length > 0);
}

/** How many different links a grouping shows, for the filter's announcement. */
export function countLinks(groups: readonly CategoryLinks[]): number {
  return new Set(groups.flatMap((group) => group.links.map((link) => link.url))).size;
}
