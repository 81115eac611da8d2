import {
  linkAreaKeysByFormType,
  type CouncilFlavour,
  type FormTypeCode,
  type LinkAreaKey,
  type LinkEntry,
  type ServiceContent,
} from '@csa/questionnaire';

/**
 * The edits an admin makes to a pathway's help links, on a copy of the draft's content. A
 * national link lives in the pathway's catalogue, a local one in this council's part of the
 * local catalogue; in each area, national links are listed first, then local ones (as
 * residents see them), so each is ordered within its own list.
 */

type Areas = Partial<Record<string, LinkEntry[]>>;

function nationalAreas(content: ServiceContent, formTypeCode: FormTypeCode): Areas {
  return content.links[formTypeCode].areas;
}

function localAreas(content: ServiceContent, flavour: CouncilFlavour): Areas {
  const flavours = content.links.local.flavours;
  flavours[flavour] ??= { areas: {} };
  return flavours[flavour].areas;
}

export function pathwayAreaKeys(formTypeCode: FormTypeCode): readonly LinkAreaKey[] {
  return linkAreaKeysByFormType[formTypeCode];
}

/** One area's links as the admin orders them: national, then this council's local ones. */
export function linksOfArea(
  content: ServiceContent,
  formTypeCode: FormTypeCode,
  flavour: CouncilFlavour,
  areaKey: string,
): { national: LinkEntry[]; local: LinkEntry[] } {
  return {
    national: nationalAreas(content, formTypeCode)[areaKey] ?? [],
    local: content.links.local.flavours[flavour]?.areas[areaKey as LinkAreaKey] ?? [],
  };
}

/** The areas of a pathway that list a link (by its address), national or local. */
export function areasListing(
  content: ServiceContent,
  formTypeCode: FormTypeCode,
  flavour: CouncilFlavour,
  url: string,
): LinkAreaKey[] {
  return pathwayAreaKeys(formTypeCode).filter((areaKey) => {
    const { national, local } = linksOfArea(content, formTypeCode, flavour, areaKey);
    return [...national, ...local].some((entry) => entry.url === url);
  });
}

/** Removes a link from every area of the pathway; where it was, by catalogue and area. */
function removeEverywhere(
  content: ServiceContent,
  formTypeCode: FormTypeCode,
  flavour: CouncilFlavour,
  url: string,
): Map<string, number> {
  const positions = new Map<string, number>();
  const catalogues: [string, Areas][] = [
    ['national', nationalAreas(content, formTypeCode)],
    ['local', localAreas(content, flavour)],
  ];
  for (const [name, areas] of catalogues) {
    for (const areaKey of pathwayAreaKeys(formTypeCode)) {
      const entries = areas[areaKey];
      if (!entries) continue;
      const index = entries.findIndex((entry) => entry.url === url);
      if (index === -1) continue;
      positions.set(`${name} ${areaKey}`, index);
      areas[areaKey] = entries.filter((entry) => entry.url !== url);
    }
  }
  return positions;
}

/** Adds a link, or changes one (known by its address before the change), in each area
 * chosen: where it was already listed in the same catalogue it keeps its place, elsewhere it
 * goes last; it leaves the areas not chosen. */
export function saveLink(
  content: ServiceContent,
  change: {
    formTypeCode: FormTypeCode;
    flavour: CouncilFlavour;
    originalUrl: string | null;
    entry: LinkEntry;
    areaKeys: readonly string[];
  },
): ServiceContent {
  const next = structuredClone(content);
  const { formTypeCode, flavour, entry } = change;
  const positions =
    change.originalUrl === null
      ? new Map<string, number>()
      : removeEverywhere(next, formTypeCode, flavour, change.originalUrl);
  const catalogue = entry.localContent ? 'local' : 'national';
  const areas = entry.localContent ? localAreas(next, flavour) : nationalAreas(next, formTypeCode);
  for (const areaKey of pathwayAreaKeys(formTypeCode)) {
    if (!change.areaKeys.includes(areaKey)) continue;
    const entries = (areas[areaKey] ?? []).filter((listed) => listed.url !== entry.url);
    const at = positions.get(`${catalogue} ${areaKey}`) ?? entries.length;
    entries.splice(at, 0, { ...entry });
    areas[areaKey] = entries;
  }
  return next;
}

/** Retires a link: it leaves every area of the pathway. */
export function retireLink(
  content: ServiceContent,
  formTypeCode: FormTypeCode,
  flavour: CouncilFlavour,
  url: string,
): ServiceContent {
  const next = structuredClone(content);
  removeEverywhere(next, formTypeCode, flavour, url);
  return next;
}

/** Moves a link one place up (-1) or down (+1) within its own list of the area. */
export function moveLink(
  content: ServiceContent,
  place: {
    formTypeCode: FormTypeCode;
    flavour: CouncilFlavour;
    areaKey: string;
    isLocal: boolean;
    index: number;
    by: -1 | 1;
  },
): ServiceContent {
  const next = structuredClone(content);
  const areas = place.isLocal
    ? localAreas(next, place.flavour)
    : nationalAreas(next, place.formTypeCode);
  const entries = [...(areas[place.areaKey] ?? [])];
  const target = place.index + place.by;
  const moving = entries[place.index];
  const other = entries[target];
  if (moving === undefined || other === undefined) return content;
  entries[target] = moving;
  entries[place.index] = other;
  areas[place.areaKey] = entries;
  return next;
}
