import type { FormTypeCode, LinkCategory } from '../content-schema.ts';
import { shippedLinkCatalogues } from './link-catalogues.ts';
import {
  linkAreaKeysByFormType,
  type LinkCatalogues,
  type CouncilFlavour,
  type LinkAreaKey,
  type LinkAreaKeyFor,
  type LinkEntry,
} from './link-catalogue-schema.ts';

/** A suggested link as the spec displays it (service.md §3 "Suggested link"): one entry per
 * url, however many areas and categories list it, so a user never sees the same page twice. */
export interface SuggestedLink {
  url: string;
  labels: string[];
  categories: LinkCategory[];
  areaKeys: LinkAreaKey[];
  localContent: boolean;
  /** How each area lists the link: its own label and category there. A page shown under one
   * area uses these, not the first area's label, so it reads as that area's link. */
  placements: LinkPlacement[];
}

export interface LinkPlacement {
  areaKey: LinkAreaKey;
  label: string;
  category: LinkCategory;
}

/** Area keys come from answers and content as plain strings; this narrows them without a cast. */
export function isLinkAreaKey<F extends FormTypeCode>(
  formTypeCode: F,
  key: string,
): key is LinkAreaKeyFor<F> {
  const areaKeys: readonly string[] = linkAreaKeysByFormType[formTypeCode];
  return areaKeys.includes(key);
}

/** The links of one area for one council: national links first, then the council's own, less
 * any link the council has blacklisted. `catalogues` is the published version a council's
 * admins last chose; the shipped files when none is given. */
export function linksForArea<F extends FormTypeCode>(
  formTypeCode: F,
  areaKey: LinkAreaKeyFor<F>,
  flavour: CouncilFlavour,
  catalogues: LinkCatalogues = shippedLinkCatalogues,
): LinkEntry[] {
  const national = catalogues[formTypeCode].areas[areaKey] ?? [];
  const local = catalogues.local.flavours[flavour]?.areas[areaKey] ?? [];
  return [...national, ...local].filter((entry) => !entry.blacklist.includes(flavour));
}

/** The suggested links for the given areas (the areas where the user asked for more help),
 * merged by url in the order the areas are given. */
export function linksForAreas<F extends FormTypeCode>(
  formTypeCode: F,
  areaKeys: readonly LinkAreaKeyFor<F>[],
  flavour: CouncilFlavour,
  catalogues: LinkCatalogues = shippedLinkCatalogues,
): SuggestedLink[] {
  const byUrl = new Map<string, SuggestedLink>();
  for (const areaKey of areaKeys) {
    for (const entry of linksForArea(formTypeCode, areaKey, flavour, catalogues)) {
      const merged = byUrl.get(entry.url);
      if (merged === undefined) {
        byUrl.set(entry.url, {
          url: entry.url,
          labels: [entry.label],
          categories: [entry.category],
          areaKeys: [areaKey],
          localContent: entry.localContent,
          placements: [{ areaKey, label: entry.label, category: entry.category }],
        });
        continue;
      }
      if (
        !merged.placements.some(
          (placement) =>
            placement.areaKey === areaKey &&
            placement.label === entry.label &&
            placement.category === entry.category,
        )
      ) {
        merged.placements.push({ areaKey, label: entry.label, category: entry.category });
      }
      addOnce(merged.labels, entry.label);
      addOnce(merged.categories, entry.category);
      addOnce(merged.areaKeys, areaKey);
      // A page one catalogue calls local is about this council, whatever another says.
      merged.localContent ||= entry.localContent;
    }
  }
  return [...byUrl.values()];
}

/** Every link a council offers for a form type, merged by url. */
export function allLinks(
  formTypeCode: FormTypeCode,
  flavour: CouncilFlavour,
  catalogues: LinkCatalogues = shippedLinkCatalogues,
): SuggestedLink[] {
  return linksForAreas(formTypeCode, linkAreaKeysByFormType[formTypeCode], flavour, catalogues);
}

function addOnce<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}
