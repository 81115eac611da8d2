import { z } from 'zod';
import type { LinkEntry } from './link-catalogue-schema.ts';
import type { ServiceContent, ServiceWording } from './service-content.ts';

/**
 * What changed between two versions of a council's links and wording, as the versions page
 * lists it (docs/decisions/0140). A link is known by where it is listed (its catalogue and
 * area) and its address: a new address is a link removed and another added, as a resident
 * would see it.
 */

const linkPlaceSchema = z.object({
  /** CSA, CARERS, or the local catalogue of a council flavour ("local:kent"). */
  catalogue: z.string(),
  areaKey: z.string(),
  url: z.string(),
  label: z.string(),
});
export const contentChangesSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  linksAdded: z.array(linkPlaceSchema),
  linksRemoved: z.array(linkPlaceSchema),
  linksChanged: z.array(linkPlaceSchema.extend({ fields: z.array(z.string()) })),
  wordingChanged: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type ContentChanges = z.infer<typeof contentChangesSchema>;

interface PlacedLink {
  catalogue: string;
  areaKey: string;
  position: number;
  entry: LinkEntry;
}

function placedLinks(content: ServiceContent): Map<string, PlacedLink> {
  const placed = new Map<string, PlacedLink>();
  const add = (catalogue: string, areas: Partial<Record<string, LinkEntry[]>>) => {
    for (const [areaKey, entries] of Object.entries(areas)) {
      (entries ?? []).forEach((entry, position) => {
        placed.set(`${catalogue} ${areaKey} ${entry.url}`, { catalogue, areaKey, position, entry });
      });
    }
  };
  add('CSA', content.links.CSA.areas);
  add('CARERS', content.links.CARERS.areas);
  for (const [flavour, local] of Object.entries(content.links.local.flavours)) {
    add(`local:${flavour}`, local?.areas ?? {});
  }
  return placed;
}

function changedFields(before: PlacedLink, after: PlacedLink): string[] {
  const fields: string[] = [];
  if (before.entry.label !== after.entry.label) fields.push('label');
  if (before.entry.category !== after.entry.category) fields.push('category');
  if (before.entry.localContent !== after.entry.localContent) fields.push('localContent');
  if ([...before.entry.blacklist].sort().join() !== [...after.entry.blacklist].sort().join()) {
    fields.push('blacklist');
  }
  if (before.position !== after.position) fields.push('position');
  return fields;
}

function wordingFields(wording: ServiceWording): [string, string][] {
  const { whatHappensNext, ...rest } = wording;
  return [
    ...Object.entries(rest),
    ['whatHappensNext.CSA', whatHappensNext.CSA],
    ['whatHappensNext.CARERS', whatHappensNext.CARERS],
  ];
}

export function contentChanges(
  from: { version: number; content: ServiceContent },
  to: { version: number; content: ServiceContent },
): ContentChanges {
  const before = placedLinks(from.content);
  const after = placedLinks(to.content);
  const place = (link: PlacedLink) => ({
    catalogue: link.catalogue,
    areaKey: link.areaKey,
    url: link.entry.url,
    label: link.entry.label,
  });
  const changes: ContentChanges = {
    from: from.version,
    to: to.version,
    linksAdded: [],
    linksRemoved: [],
    linksChanged: [],
    wordingChanged: [],
  };
  for (const [key, link] of after) {
    const earlier = before.get(key);
    if (!earlier) changes.linksAdded.push(place(link));
    else {
      const fields = changedFields(earlier, link);
      if (fields.length > 0) changes.linksChanged.push({ ...place(link), fields });
    }
  }
  for (const [key, link] of before) {
    if (!after.has(key)) changes.linksRemoved.push(place(link));
  }
  const earlierWording = new Map(wordingFields(from.content.wording));
  for (const [field, text] of wordingFields(to.content.wording)) {
    const previous = earlierWording.get(field) ?? '';
    if (previous !== text) changes.wordingChanged.push({ field, before: previous, after: text });
  }
  return changes;
}
