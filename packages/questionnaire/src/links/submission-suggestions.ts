import type { DirtyFields } from '@csa/contracts';
import type { Pathway } from '../content-schema.ts';
import { needsMoreHelp } from '../engine/key-question.ts';
import type { CouncilFlavour, LinkCatalogues } from './link-catalogue-schema.ts';
import { isLinkAreaKey, linksForAreas } from './select-links.ts';

export interface SuggestionReference {
  url: string;
  label: string;
}

/**
 * The suggestions frozen with a submission (spec §3: url and label): the council's links for
 * every submitted area where the resident answered 'I need more help than I already have',
 * computed here from the catalogue rather than taken from the client.
 */
export function submissionSuggestions(
  pathway: Pathway,
  fields: DirtyFields,
  flavour: CouncilFlavour,
  catalogues?: LinkCatalogues,
): SuggestionReference[] {
  const areaKeys = pathway.topics
    .filter((topic) => {
      const progress = fields[topic.id];
      return progress !== undefined && needsMoreHelp(topic, progress.answers);
    })
    .map((topic) => topic.id)
    .filter((key) => isLinkAreaKey(pathway.formTypeCode, key));
  return linksForAreas(pathway.formTypeCode, areaKeys, flavour, catalogues).map((link) => ({
    url: link.url,
    label: link.labels[0] ?? link.url,
  }));
}
