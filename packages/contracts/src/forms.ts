import { z } from 'zod';
import { formTypeCodeSchema } from './form-type-codes.ts';

/** Spec §3 Assessment. dirtyFields and submittedFields cross the wire as JSON text. */
export const assessmentSchema = z.object({
  id: z.string(),
  formTypeCode: formTypeCodeSchema,
  formName: z.string(),
  title: z.string(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  status: z.string().nullable(),
  dirtyFields: z.string(),
  submittedFields: z.string().nullable(),
  dateSubmitted: z.string().nullable(),
  pageCount: z.number().int(),
  lastValidPage: z.number().int(),
  allPagesValidated: z.boolean(),
  /** Optimistic-concurrency version: an update must quote the version it was based on. */
  version: z.number().int(),
});
export type Assessment = z.infer<typeof assessmentSchema>;
