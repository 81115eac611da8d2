import { z } from 'zod';
import { userDataExportSchema } from './data-protection.ts';
import { dataEnvelope } from './envelope.ts';

/**
 * A phone caller's own data requests (UK GDPR access and erasure), which an admin makes for
 * them from the staff case page: the caller has no sign-in of their own. Both name the
 * submission by its id; the council-held record is the one that owns it.
 */
export const councilHeldDataParamsSchema = z.object({ id: z.uuid() });

/** The caller as staff recorded them (assisted digital). */
export const councilHeldCallerRecordSchema = z.object({
  id: z.string(),
  team: z.string(),
  callerName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  postalAddress: z.string().nullable(),
  isCallerThePerson: z.boolean(),
  relationship: z.string().nullable(),
  relationshipOther: z.string().nullable(),
  hasConsent: z.boolean(),
  startedByName: z.string(),
  startedAt: z.string(),
  handedOverAt: z.string().nullable(),
});
export type CouncilHeldCallerRecord = z.infer<typeof councilHeldCallerRecordSchema>;

/** `GET /internal/v1/admin/submissions/{id}/caller-export`: what a resident's own export
 * holds, plus the caller record. */
export const councilHeldExportSchema = userDataExportSchema.extend({
  caller: councilHeldCallerRecordSchema,
});
export type CouncilHeldExport = z.infer<typeof councilHeldExportSchema>;
export const councilHeldExportResponseSchema = dataEnvelope(councilHeldExportSchema);

/** `DELETE /internal/v1/admin/submissions/{id}/caller`: the caller's record is erased. */
export const councilHeldErasureResponseSchema = dataEnvelope(
  z.object({ isErased: z.literal(true) }),
);
export type CouncilHeldErasureResponse = z.infer<typeof councilHeldErasureResponseSchema>;
