import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  startCallerRequestSchema,
  startCallerResponseSchema,
  teamRoleNames,
} from '@csa/contracts';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog, callerAuditDetail, loadStaffActor } from '../audit/index.ts';
import { CouncilHeldResidents } from './council-held-residents.ts';
import { teamFor } from './staff-teams.ts';

export const otherTeamsPathwayMessage =
  'Only staff of the team that works this assessment can start it for a caller.';

/**
 * POST /internal/v1/staff/callers: a member of the pathway's team starts an assessment for a
 * resident who phoned. It creates a council-held resident record that owns a new, empty
 * assessment (never the staff member's own), records it in the audit log, and sets the
 * session to act for that record, so whatever the session acted for before is left first:
 * each start begins from nothing.
 */
export const startCallerRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const residents = new CouncilHeldResidents(app.db);
  const audit = new AuditLog(app.db);
  app.post(
    '/internal/v1/staff/callers',
    {
      // Before the body is read: nobody but the team's staff learns what it must hold.
      onRequest: requireRole(app, teamRoleNames),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        body: startCallerRequestSchema,
        response: {
          201: startCallerResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const team = teamFor(request.body.formTypeCode);
      if (!user.roleNames.includes(team)) throw AppError.forbidden(otherTeamsPathwayMessage);
      const at = now();
      const actor = await loadStaffActor(app.db, user.id);
      const caller = await residents.start(request.body, actor, at);
      await audit.record({
        actor,
        action: 'caller.start',
        formId: caller.formId,
        clientAddress: request.ip,
        detail: callerAuditDetail(caller.id),
        at,
      });
      await residents.actFor(user.sessionId, caller.id, team);
      return reply.code(201).send({ data: caller });
    },
  );
};
