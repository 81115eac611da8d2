import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, staffListResponseSchema } from '@csa/contracts';
import { requireRole } from '../accounts/index.ts';
import { listStaffMembers } from './staff-members.ts';

/** GET /internal/v1/admin/staff: everyone holding a council role, and whether each has
 * two-step verification on. */
export const listStaffRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/v1/admin/staff',
    {
      preHandler: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: {
          200: staffListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ data: await listStaffMembers(app.db) }),
  );
};
