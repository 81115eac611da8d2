export * from './link-catalogue-schema.ts';
export { localLinkCatalogue, nationalLinkCatalogues } from './link-catalogues.ts';
export {
  allLinks,
  isLinkAreaKey,
  linksForArea,
  linksForAreas,
  type LinkPlacement,
  type SuggestedLink,
} from './select-links.ts';
export { submissionSuggestions, type SuggestionReference } from './submission-suggestions.ts';
