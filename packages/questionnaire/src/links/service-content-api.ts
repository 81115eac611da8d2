import { z } from 'zod';
import { serviceContentSchema } from './service-content.ts';

/**
 * The admin calls on a council's help links and wording (docs/decisions/0140). They sit beside
 * the document they carry rather than in contracts: contracts cannot import the catalogue
 * schema, which needs the questionnaire's categories and areas.
 */

const noteSchema = z
  .string()
  .trim()
  .min(1, 'Enter a note saying what changed')
  .max(500, 'Note must be 500 characters or fewer');

/** A draft as the editor opens it: `revision` is what the next save must send back. Revision 0
 * is no saved draft yet: the content is the published version's. */
export const contentDraftSchema = z.object({
  revision: z.number().int().min(0),
  basedOnVersion: z.number().int().min(1),
  savedAt: z.string().nullable(),
  savedByEmail: z.string().nullable(),
  content: serviceContentSchema,
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;
export const contentDraftResponseSchema = z.object({ data: contentDraftSchema });

export const saveContentDraftRequestSchema = z.object({
  revision: z.number().int().min(0),
  content: serviceContentSchema,
});
export type SaveContentDraftRequest = z.input<typeof saveContentDraftRequestSchema>;

export const publishContentRequestSchema = z.object({
  /** The draft revision the admin previewed: a later save by someone else is not published
   * unseen. */
  revision: z.number().int().min(1),
  note: noteSchema,
});
export type PublishContentRequest = z.input<typeof publishContentRequestSchema>;

export const republishContentRequestSchema = z.object({ note: noteSchema });
export const contentVersionParamsSchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const contentVersionSummarySchema = z.object({
  version: z.number().int(),
  note: z.string(),
  publishedAt: z.string(),
  /** Null for version 1, written from the shipped files. */
  publishedByEmail: z.string().nullable(),
  republishedFrom: z.number().int().nullable(),
  isCurrent: z.boolean(),
});
export type ContentVersionSummary = z.infer<typeof contentVersionSummarySchema>;
export const contentVersionsResponseSchema = z.object({
  data: z.array(contentVersionSummarySchema),
});
export const contentVersionResponseSchema = z.object({
  data: contentVersionSummarySchema.extend({ content: serviceContentSchema }),
});
