import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseChangedMessage,
  errorResponseSchema,
  recordCaseStatusRequestSchema,
  recordCaseStatusResponseSchema,
  staffSubmissionParamsSchema,
  teamRoleNames,
  unchangedCaseMessage,
} from '@csa/contracts';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog, loadStaffActor } from '../audit/index.ts';
import { StaffCaseRepository } from './staff-case-repository.ts';
import { formTypesFor } from './staff-teams.ts';

/**
 * POST /internal/v1/staff/submissions/{id}/status: records a status change (and its note)
 * with the staff member and time, if the case still has the status the change was made from
 * (409 otherwise: another tab or a colleague changed it first). The case, its history and the
 * audit row are written in one transaction: a change is never recorded without its audit row,
 * nor the other way round.
 */
export const recordStatusRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const cases = new StaffCaseRepository(app.db);
  const audit = new AuditLog(app.db);
  app.post(
    '/internal/v1/staff/submissions/:id/status',
    {
      preHandler: requireRole(app, teamRoleNames),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        params: staffSubmissionParamsSchema,
        body: recordCaseStatusRequestSchema,
        response: {
          200: recordCaseStatusResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const at = now();
      const found = await cases.openForTeams(request.params.id, formTypesFor(user.roleNames), at);
      if (!found) throw AppError.notFound();
      const actor = await loadStaffActor(app.db, user.id);
      const { previousStatus, status, note } = request.body;
      // The same status and no note would add an entry that says nothing to the history and
      // the audit log; the same status with a note is a note added (docs/decisions/0110).
      const isNoteOnly = status === previousStatus;
      if (isNoteOnly && !note) throw AppError.badRequest(unchangedCaseMessage);
      const history = await app.db.transaction().execute(async (transaction) => {
        const isRecorded = await cases.recordStatus(
          { formId: found.form.id, previousStatus, status, note: note ?? null, actor, at },
          transaction,
        );
        // Thrown inside the transaction, so nothing of this change is kept.
        if (!isRecorded) throw AppError.conflict(caseChangedMessage);
        await audit.record(
          {
            actor,
            action: 'submission.status',
            formId: found.form.id,
            clientAddress: request.ip,
            detail: isNoteOnly ? `note added (${status})` : `${previousStatus} → ${status}`,
            at,
          },
          transaction,
        );
        return cases.history(found.form.id, transaction);
      });
      return { data: { status, history } };
    },
  );
};
