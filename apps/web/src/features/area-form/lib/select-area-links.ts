import {
  councilFlavours,
  isLinkAreaKey,
  linksForAreas,
  nationalLinkCatalogues,
  type SuggestedLink,
} from '@csa/questionnaire';
import type { FormTypeCode } from '@csa/contracts';

/** The self-help links of one area for this council. A flavour the catalogues do not know
 * still gets the national links, never nothing. */
export function selectAreaLinks(
  formTypeCode: FormTypeCode,
  areaKey: string,
  flavour: string,
): SuggestedLink[] {
  if (!isLinkAreaKey(formTypeCode, areaKey)) return [];
  const knownFlavour = councilFlavours.find((candidate) => candidate === flavour);
  if (knownFlavour) return linksForAreas(formTypeCode, [areaKey], knownFlavour);
  const national = nationalLinkCatalogues[formTypeCode].areas[areaKey] ?? [];
  return national.map((entry) => ({
    url: entry.url,
    labels: [entry.label],
    categories: [entry.category],
    areaKeys: [areaKey],
    localContent: entry.localContent,
  }));
}
