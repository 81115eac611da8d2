import { z } from 'zod';
import { linkCategories, type FormTypeCode } from '../content-schema.ts';

/**
 * The suggested-resource link catalogues of questionnaire.md §3 "Link catalogue". Catalogues
 * are data: a council changes a link by editing JSON, and this schema rejects a bad edit
 * before it can reach a user.
 */

/** Council flavours a catalogue knows. Blacklists name them, so a misspelt flavour fails the
 * schema instead of silently showing a link that should be hidden. */
export const councilFlavours = ['london-borough', 'kent'] as const;
export type CouncilFlavour = (typeof councilFlavours)[number];

export const csaLinkAreaKeys = [
  'accessWork',
  'appropriatelyClothed',
  'caringResponsibilities',
  'maintainingHome',
  'manageNutrition',
  'manageRelationships',
  'movingSafely',
  'personalHygiene',
  'toiletNeeds',
  'usingFacilities',
] as const;
export type CsaLinkAreaKey = (typeof csaLinkAreaKeys)[number];

export const carersLinkAreaKeys = [
  'carerRole',
  'carerAccessWork',
  'carerCaringForMultipleAdults',
  'carerChildCareResponsibilities',
  'carerMaintainingHome',
  'carerManageNutrition',
  'carerManageRelationships',
  'carerRecreationalActivities',
  'carerUsingFacilities',
] as const;
export type CarersLinkAreaKey = (typeof carersLinkAreaKeys)[number];

export type LinkAreaKey = CsaLinkAreaKey | CarersLinkAreaKey;

export const linkAreaKeysByFormType = {
  CSA: csaLinkAreaKeys,
  CARERS: carersLinkAreaKeys,
} as const satisfies Record<FormTypeCode, readonly LinkAreaKey[]>;

export type LinkAreaKeyFor<F extends FormTypeCode> = (typeof linkAreaKeysByFormType)[F][number];

// Plain http links are refused: the service is served over https and a downgraded link
// would trip mixed-content warnings and expose the user's browsing to the network.
const httpsUrlSchema = z.url({ protocol: /^https$/ });

export const linkEntrySchema = z
  .object({
    category: z.enum(linkCategories),
    label: z.string().trim().min(1),
    url: httpsUrlSchema,
    localContent: z.boolean(),
    blacklist: z.array(z.enum(councilFlavours)),
  })
  .strict();
export type LinkEntry = z.infer<typeof linkEntrySchema>;

/** Areas are optional keys so a catalogue may leave an area empty; the catalogue test holds
 * the shipped files to the stronger rule that every area has links. */
function areasSchema(areaKeys: readonly [LinkAreaKey, ...LinkAreaKey[]]) {
  return z.partialRecord(z.enum(areaKeys), z.array(linkEntrySchema));
}

/** A national catalogue file (csa-links.json, carers-links.json). */
export function linkCatalogueSchemaFor(formTypeCode: FormTypeCode) {
  return z
    .object({
      schemaVersion: z.literal(1),
      areas: areasSchema(linkAreaKeysByFormType[formTypeCode]),
    })
    .strict()
    .refine((catalogue) => allEntries(catalogue.areas).every((entry) => !entry.localContent), {
      message: 'a national catalogue holds only links with localContent false',
    });
}
export type LinkCatalogue = z.infer<ReturnType<typeof linkCatalogueSchemaFor>>;

/** local-links.json: per flavour, links that only make sense for that council. Areas of both
 * form types share one file because the area keys of CSA and CARERS never collide. Versioned
 * like the national catalogues (questionnaire.md §9: schema version 1). */
export const localLinkCatalogueSchema = z
  .object({
    schemaVersion: z.literal(1),
    flavours: z.partialRecord(
      z.enum(councilFlavours),
      z
        .object({ areas: areasSchema([...csaLinkAreaKeys, ...carersLinkAreaKeys]) })
        .strict()
        .refine((local) => allEntries(local.areas).every((entry) => entry.localContent), {
          message: 'a local catalogue holds only links with localContent true',
        }),
    ),
  })
  .strict();
export type LocalLinkCatalogue = z.infer<typeof localLinkCatalogueSchema>;

function allEntries(areas: Partial<Record<string, LinkEntry[]>>): LinkEntry[] {
  return Object.values(areas).flatMap((entries) => entries ?? []);
}

/** Every catalogue a council's help pages draw on: the two national ones and the local file. */
export const linkCataloguesSchema = z
  .object({
    CSA: linkCatalogueSchemaFor('CSA'),
    CARERS: linkCatalogueSchemaFor('CARERS'),
    local: localLinkCatalogueSchema,
  })
  .strict();
export type LinkCatalogues = z.infer<typeof linkCataloguesSchema>;
