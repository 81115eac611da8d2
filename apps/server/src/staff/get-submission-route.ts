import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelOf,
  errorResponseSchema,
  readStoredFields,
  staffSubmissionParamsSchema,
  staffSubmissionResponseSchema,
  teamRoleNames,
} from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { DeliveryJobRepository, type DeliveryStatus, finishedSteps } from '../outbox/index.ts';
import { AppError } from '../errors/index.ts';
import { readStoredOutcomes, readTakenBy } from '../forms/index.ts';
import { buildAssessmentDocument } from '../pdf/index.ts';
import { readSubmissionVersions } from '../content/index.ts';
import { AuditLog, loadStaffActor } from '../audit/index.ts';
import { contactDue } from '../service-performance/index.ts';
import { StaffCaseRepository } from './staff-case-repository.ts';
import { formTypesFor, teamFor } from './staff-teams.ts';

/**
 * GET /internal/v1/staff/submissions/{id}: the submission as the council's PDF reads it
 * (every answer, personal detail and suggestion), its delivery and its case history. Another
 * team's submission is 404. The read is audited before the answer leaves.
 */
export const getSubmissionRoute: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, { config, now }) => {
  const cases = new StaffCaseRepository(app.db);
  const deliveries = new DeliveryJobRepository(app.db);
  const audit = new AuditLog(app.db);
  app.get(
    '/internal/v1/staff/submissions/:id',
    {
      preHandler: requireRole(app, teamRoleNames),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        params: staffSubmissionParamsSchema,
        response: {
          200: staffSubmissionResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const at = now();
      const found = await cases.openForTeams(request.params.id, formTypesFor(user.roleNames), at);
      if (!found) throw AppError.notFound();
      const { form, row } = found;
      const document = buildAssessmentDocument(form, config.COUNCIL_NAME, config.COUNCIL_FLAVOUR);
      const [jobs, history, actor, takenBy] = await Promise.all([
        deliveries.listForForm(form.id),
        cases.history(form.id),
        loadStaffActor(app.db, user.id),
        readTakenBy(app.db, form.id),
      ]);
      await audit.record({
        actor,
        action: 'submission.read',
        formId: form.id,
        clientAddress: request.ip,
        at,
      });
      return {
        data: {
          ...row,
          team: teamFor(row.formTypeCode),
          ...contactDue(row.formTypeCode, row.submittedAt, row.status, at),
          title: document.title,
          blocks: document.blocks,
          suggestions: readStoredFields(form).suggestions ?? [],
          delivery: jobs.map((job) => ({
            status: job.status as DeliveryStatus,
            attempts: job.attempts,
            lastError: job.last_error,
            completedAt: job.completed_at,
            steps: finishedSteps(job),
          })),
          history,
          careActOutcomes: readStoredOutcomes(found.careActOutcomes),
          channel: channelOf(takenBy),
          takenBy,
          shownVersions: await readSubmissionVersions(app.db, form.id),
        },
      };
    },
  );
};
