import type { FormTypeCode } from '../content-schema.ts';
import carersLinksJson from './carers-links.json';
import csaLinksJson from './csa-links.json';
import {
  linkCatalogueSchemaFor,
  localLinkCatalogueSchema,
  type LinkCatalogue,
  type LinkCatalogues,
  type LocalLinkCatalogue,
} from './link-catalogue-schema.ts';
import localLinksJson from './local-links.json';

/**
 * The shipped catalogues, parsed once when the module loads. A bad edit to a JSON file then
 * fails at start-up (and in the catalogue test) rather than when a user reaches the page.
 */
export const nationalLinkCatalogues: Readonly<Record<FormTypeCode, LinkCatalogue>> = {
  CSA: linkCatalogueSchemaFor('CSA').parse(csaLinksJson),
  CARERS: linkCatalogueSchemaFor('CARERS').parse(carersLinksJson),
};

export const localLinkCatalogue: LocalLinkCatalogue =
  localLinkCatalogueSchema.parse(localLinksJson);

/** The shipped files together: a council's first published version of its links. */
export const shippedLinkCatalogues: LinkCatalogues = {
  ...nationalLinkCatalogues,
  local: localLinkCatalogue,
};
