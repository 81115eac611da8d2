import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callerParamsSchema,
  errorResponseSchema,
  isUkMobileNumber,
  sendHandoverRequestSchema,
  sendHandoverResponseSchema,
  teamRoleNames,
} from '@csa/contracts';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { DeliveryJobRepository } from '../outbox/index.ts';
import { handoverJobKind } from '../delivery/index.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog, callerAuditDetail, loadStaffActor } from '../audit/index.ts';
import { CouncilHeldResidents } from './council-held-residents.ts';
import { teamsOf } from './staff-teams.ts';

export const noEmailMessage = 'The caller gave no email address: send the link by text instead';
export const noTextMessage =
  'A text can only go to a mobile number the caller gave, and this service must be set up to send texts';
export const finishedMessage =
  'This assessment has been submitted or closed, so it cannot be handed over';

function refuse(message: string): AppError {
  return AppError.badRequest(message, [{ error: message, field: 'channel' }]);
}

/**
 * POST /internal/v1/staff/callers/{callerId}/handover: instead of finishing, a member of the
 * record's team sends the resident a single-use link to carry on online (docs/decisions/0133),
 * by e-mail to the address the caller gave or by text to the mobile they gave. The link row and
 * the outbox job that sends it are written in one transaction, so an outage delays the message
 * and never loses it; a new link replaces any unused earlier one. Another team's record is 404.
 */
export const sendHandoverRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const residents = new CouncilHeldResidents(app.db);
  const audit = new AuditLog(app.db);
  const jobs = new DeliveryJobRepository(app.db, app.databaseKind);
  app.post(
    '/internal/v1/staff/callers/:callerId/handover',
    {
      onRequest: requireRole(app, teamRoleNames),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        params: callerParamsSchema,
        body: sendHandoverRequestSchema,
        response: {
          202: sendHandoverResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const caller = await residents.findForTeams(
        request.params.callerId,
        teamsOf(user.roleNames),
        user.id,
      );
      if (!caller?.formId) throw AppError.notFound();
      if (caller.isFinished) throw AppError.conflict(finishedMessage);
      const contact = await app.db
        .selectFrom('council_held_resident')
        .select(['caller_email', 'caller_phone'])
        .where('user_id', '=', caller.id)
        .executeTakeFirstOrThrow();
      const { channel } = request.body;
      if (channel === 'email' && !contact.caller_email) throw refuse(noEmailMessage);
      if (
        channel === 'text' &&
        (!contact.caller_phone ||
          !isUkMobileNumber(contact.caller_phone) ||
          !app.notifications.canSendTexts)
      ) {
        throw refuse(noTextMessage);
      }
      const at = now();
      const actor = await loadStaffActor(app.db, user.id);
      const linkId = randomUUID();
      const formId = caller.formId;
      await app.db.transaction().execute(async (transaction) => {
        // One link at a time: the newest is the one the resident was told about.
        await transaction
          .deleteFrom('handover_link')
          .where('council_held_user_id', '=', caller.id)
          .where('used_at', 'is', null)
          .execute();
        await transaction
          .insertInto('handover_link')
          .values({
            id: linkId,
            council_held_user_id: caller.id,
            form_id: formId,
            channel,
            token_hash: null,
            created_by_id: actor.id,
            created_at: at.toISOString(),
            expires_at: null,
            used_at: null,
          })
          .execute();
        await jobs.enqueueReminder(formId, handoverJobKind(linkId), at, transaction);
        await audit.record(
          {
            actor,
            action: 'caller.handover',
            formId,
            clientAddress: request.ip,
            detail: `${callerAuditDetail(caller.id)}; link by ${channel}`,
            at,
          },
          transaction,
        );
      });
      app.delivery.nudge();
      return reply.code(202).send({ data: { channel } });
    },
  );
};
