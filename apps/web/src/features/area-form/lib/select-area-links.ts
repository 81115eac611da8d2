import type { FormTypeCode, SuggestedLinkView } from '@csa/contracts';
import { linkInArea } from '@csa/contracts/display';

/** A suggestions item's group names the catalogue it draws on (questionnaire.md §2: "a group
 * such as help or carers"); anything else means the area's own pathway. */
const catalogueOfGroup: Record<string, FormTypeCode> = { help: 'CSA', carers: 'CARERS' };

export function catalogueOf(formTypeCode: FormTypeCode, group: string | undefined): FormTypeCode {
  return (group && catalogueOfGroup[group]) || formTypeCode;
}

/**
 * The self-help links of one area, from the council's published links of the catalogue a
 * suggestions item asks for ([category, group, topicId]). National links come before the
 * council's local ones, as the catalogues list them; the block's category comes first, then
 * the area's other links (a category alone is often one or two links, and a resident who needs
 * help should see all of them).
 */
export function selectAreaLinks(
  links: readonly SuggestedLinkView[],
  areaKey: string,
  category?: string,
): SuggestedLinkView[] {
  const inArea = links.filter((link) => link.areaKeys.includes(areaKey));
  const ordered = [
    ...inArea.filter((link) => !link.localContent),
    ...inArea.filter((link) => link.localContent),
  ];
  if (!category) return ordered;
  const isInCategory = (link: SuggestedLinkView) =>
    linkInArea(link, areaKey).categories.includes(category);
  return [...ordered.filter(isInCategory), ...ordered.filter((link) => !isInCategory(link))];
}
