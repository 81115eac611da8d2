import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerListResponseSchema, errorResponseSchema, teamRoleNames } from '@csa/contracts';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { CouncilHeldResidents } from './council-held-residents.ts';
import { teamsOf } from './staff-teams.ts';

/**
 * GET /internal/v1/staff/callers: the open council-held assessments of the caller's teams,
 * newest first, each saying whether this member of staff started it ("Started by me") or a
 * colleague did (which they may take over). Only names and dates: no answers.
 */
export const listCallersRoute: FastifyPluginAsyncZod = async (app) => {
  const residents = new CouncilHeldResidents(app.db);
  app.get(
    '/internal/v1/staff/callers',
    {
      preHandler: requireRole(app, teamRoleNames),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        response: {
          200: callerListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await residents.listOpenForTeams(teamsOf(user.roleNames), user.id) };
    },
  );
};
