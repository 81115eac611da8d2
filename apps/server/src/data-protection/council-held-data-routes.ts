import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  councilHeldDataParamsSchema,
  councilHeldErasureResponseSchema,
  councilHeldExportResponseSchema,
  errorResponseSchema,
  type CouncilHeldCallerRecord,
} from '@csa/contracts';
import type { Kysely } from 'kysely';
import { requireRole, signedInUser } from '../accounts/index.ts';
import type { Database } from '../database/index.ts';
import { exportUserData } from './export-user-data.ts';
import { eraseCouncilHeldResident } from './forget-council-held-resident.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog, callerAuditDetail, loadStaffActor } from '../audit/index.ts';

const noCallerRecord =
  'This submission has no phone caller’s record here: it was made online, or the record was erased.';

/** The council-held record that owns submission `formId`, if it does. */
async function callerRecordOf(
  db: Kysely<Database>,
  formId: string,
): Promise<CouncilHeldCallerRecord | null> {
  const row = await db
    .selectFrom('form')
    .innerJoin('council_held_resident', 'council_held_resident.user_id', 'form.owner_id')
    .selectAll('council_held_resident')
    .where('form.id', '=', formId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.user_id,
    team: row.team,
    callerName: row.caller_name,
    phone: row.caller_phone,
    email: row.caller_email,
    postalAddress: row.caller_address,
    isCallerThePerson: row.is_caller_the_person === 1,
    relationship: row.relationship,
    relationshipOther: row.relationship_other,
    hasConsent: row.has_consent === 1,
    startedByName: row.started_by_name,
    startedAt: row.created_at,
    handedOverAt: row.handed_over_at,
  };
}

/**
 * A phone caller has no sign-in, so their UK GDPR access and erasure requests are made for them
 * by an admin from the staff case page (docs/decisions/0136), named by the submission:
 * - GET /internal/v1/admin/submissions/{id}/caller-export: what a resident's own export holds,
 *   plus the caller record, as a file;
 * - DELETE /internal/v1/admin/submissions/{id}/caller: the record erased as a resident's
 *   account is.
 * Admins only; each is audited with opaque ids only. A submission made online answers 404: its
 * resident makes their own requests.
 */
export const councilHeldDataRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const audit = new AuditLog(app.db);

  app.get(
    '/internal/v1/admin/submissions/:id/caller-export',
    {
      preHandler: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: councilHeldDataParamsSchema,
        response: {
          200: councilHeldExportResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const formId = request.params.id;
      const caller = await callerRecordOf(app.db, formId);
      if (!caller) throw AppError.notFound(noCallerRecord);
      const at = now();
      const data = await exportUserData(app.db, caller.id, at);
      if (!data) throw AppError.notFound(noCallerRecord);
      const actor = await loadStaffActor(app.db, signedInUser(request).id);
      await audit.record({
        actor,
        action: 'caller.export',
        formId,
        clientAddress: request.ip,
        detail: callerAuditDetail(caller.id),
        at,
      });
      reply.header(
        'Content-Disposition',
        `attachment; filename="caller-data-${at.toISOString().slice(0, 10)}.json"`,
      );
      return { data: { ...data, caller } };
    },
  );

  app.delete(
    '/internal/v1/admin/submissions/:id/caller',
    {
      preHandler: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: councilHeldDataParamsSchema,
        response: {
          200: councilHeldErasureResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const formId = request.params.id;
      const actor = await loadStaffActor(app.db, signedInUser(request).id);
      const at = now();
      const isErased = await app.db.transaction().execute(async (transaction) => {
        // Read in the transaction that erases: a second request at the same time finds nothing.
        const owner = await transaction
          .selectFrom('form')
          .innerJoin('council_held_resident', 'council_held_resident.user_id', 'form.owner_id')
          .select('council_held_resident.user_id as userId')
          .where('form.id', '=', formId)
          .executeTakeFirst();
        if (!owner) return false;
        const wasErased = await eraseCouncilHeldResident(transaction, owner.userId, {
          rule: 'resident-request',
          at,
        });
        if (!wasErased) return false;
        await audit.record(
          {
            actor,
            action: 'caller.erase',
            formId,
            clientAddress: request.ip,
            detail: callerAuditDetail(owner.userId),
            at,
          },
          transaction,
        );
        return true;
      });
      if (!isErased) throw AppError.notFound(noCallerRecord);
      return { data: { isErased: true as const } };
    },
  );
};
