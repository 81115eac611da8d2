export * from './link-catalogue-schema.ts';
export {
  localLinkCatalogue,
  nationalLinkCatalogues,
  shippedLinkCatalogues,
} from './link-catalogues.ts';
export {
  allLinks,
  isLinkAreaKey,
  linksForArea,
  linksForAreas,
  type LinkPlacement,
  type SuggestedLink,
} from './select-links.ts';
export { submissionSuggestions, type SuggestionReference } from './submission-suggestions.ts';
export {
  serviceContentSchema,
  serviceWordingSchema,
  shippedServiceContent,
  type ServiceContent,
  type ServiceWording,
  type ShippedWordingFacts,
} from './service-content.ts';
export * from './service-content-api.ts';
export { contentChanges, contentChangesSchema, type ContentChanges } from './content-changes.ts';
