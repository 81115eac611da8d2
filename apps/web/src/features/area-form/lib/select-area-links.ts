import {
  councilFlavours,
  isLinkAreaKey,
  linksForAreas,
  nationalLinkCatalogues,
  type SuggestedLink,
} from '@csa/questionnaire';
import type { FormTypeCode } from '@csa/contracts';
import { linkInArea } from '@csa/contracts/display';

/** A suggestions item's group names the catalogue it draws on (questionnaire.md §2: "a group
 * such as help or carers"); anything else means the area's own pathway. */
const catalogueOfGroup: Record<string, FormTypeCode> = { help: 'CSA', carers: 'CARERS' };

/**
 * The self-help links of one area for this council, as a suggestions item asks for them:
 * [category, group, topicId]. The group picks the catalogue; the block's category comes
 * first, then the area's other links (a category alone is often one or two links, and a
 * resident who needs help should see all of them). A flavour the catalogues do not know
 * still gets the national links, never nothing.
 */
export function selectAreaLinks(
  formTypeCode: FormTypeCode,
  areaKey: string,
  flavour: string,
  block: { category?: string; group?: string } = {},
): SuggestedLink[] {
  const catalogue = (block.group && catalogueOfGroup[block.group]) || formTypeCode;
  if (!isLinkAreaKey(catalogue, areaKey)) return [];
  const knownFlavour = councilFlavours.find((candidate) => candidate === flavour);
  const links = knownFlavour
    ? linksForAreas(catalogue, [areaKey], knownFlavour)
    : (nationalLinkCatalogues[catalogue].areas[areaKey] ?? []).map((entry) => ({
        url: entry.url,
        labels: [entry.label],
        categories: [entry.category],
        areaKeys: [areaKey],
        localContent: entry.localContent,
        placements: [{ areaKey, label: entry.label, category: entry.category }],
      }));
  const { category } = block;
  if (!category) return links;
  const isInCategory = (link: SuggestedLink) =>
    linkInArea(link, areaKey).categories.includes(category);
  return [...links.filter(isInCategory), ...links.filter((link) => !isInCategory(link))];
}
