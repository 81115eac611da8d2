import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actingForResponseSchema,
  callerParamsSchema,
  errorResponseSchema,
  teamRoleNames,
} from '@csa/contracts';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog, callerAuditDetail, loadStaffActor } from '../audit/index.ts';
import { CouncilHeldResidents } from './council-held-residents.ts';
import { teamsOf } from './staff-teams.ts';

const responses = {
  200: actingForResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Which council-held resident a staff session acts for (docs/decisions/0135). Only these
 * explicit calls set and clear it, and signing out ends the session with it:
 * - POST /internal/v1/staff/callers/{callerId}/acting-for: continue or take over a record of
 *   one's own team (another team's, or one handed over to the resident, is 404);
 * - GET /internal/v1/staff/acting-for: who, for the banner on every page;
 * - DELETE /internal/v1/staff/acting-for: leave it (the web app then forgets every answer it
 *   held).
 */
export const actingForRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const residents = new CouncilHeldResidents(app.db);
  const audit = new AuditLog(app.db);
  const common = {
    preHandler: requireRole(app, teamRoleNames),
    tags: ['staff'],
    security: [{ bearer: [] }],
  };

  app.post(
    '/internal/v1/staff/callers/:callerId/acting-for',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        params: callerParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const caller = await residents.findForTeams(
        request.params.callerId,
        teamsOf(user.roleNames),
        user.id,
      );
      if (!caller) throw AppError.notFound();
      const actor = await loadStaffActor(app.db, user.id);
      await audit.record({
        actor,
        action: 'caller.open',
        formId: caller.formId,
        clientAddress: request.ip,
        detail: callerAuditDetail(caller.id),
        at: now(),
      });
      await residents.actFor(user.sessionId, caller.id, caller.team);
      return { data: { ...actingForOf(caller), channel: 'phone' as const } };
    },
  );

  app.get(
    '/internal/v1/staff/acting-for',
    {
      preHandler: common.preHandler,
      schema: { tags: common.tags, security: common.security, response: responses },
    },
    async (request) => {
      const user = signedInUser(request);
      if (!user.actingFor) return { data: null };
      const caller = await residents.findForTeams(
        user.actingFor.userId,
        [user.actingFor.team],
        user.id,
      );
      if (!caller) return { data: null };
      return { data: { ...actingForOf(caller), channel: 'phone' as const } };
    },
  );

  app.delete(
    '/internal/v1/staff/acting-for',
    {
      preHandler: common.preHandler,
      schema: { tags: common.tags, security: common.security, response: responses },
    },
    async (request) => {
      const user = signedInUser(request);
      const left = await residents.stopActing(user.sessionId);
      if (left) {
        await audit.record({
          actor: await loadStaffActor(app.db, user.id),
          action: 'caller.leave',
          formId: null,
          clientAddress: request.ip,
          detail: callerAuditDetail(left),
          at: now(),
        });
      }
      return { data: null };
    },
  );
};

function actingForOf(caller: {
  id: string;
  callerName: string;
  formTypeCode: 'CSA' | 'CARERS';
  formId: string | null;
}) {
  return {
    callerId: caller.id,
    callerName: caller.callerName,
    formTypeCode: caller.formTypeCode,
    formId: caller.formId,
  };
}
