import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@csa/contracts';
import {
  contentChanges,
  contentChangesSchema,
  contentVersionParamsSchema,
} from '@csa/questionnaire';
import { requireRole } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';

/** GET /internal/v1/admin/content/versions/{version}/changes?from=: what changed between two
 * versions (by default the one before), links added, removed and changed and wording changed. */
export const contentChangesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/v1/admin/content/versions/:version/changes',
    {
      // Before validation, so that only an admin learns what a request lacks.
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: contentVersionParamsSchema,
        querystring: z.object({
          from: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
        }),
        response: {
          200: z.object({ data: contentChangesSchema }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { version } = request.params;
      const from = request.query.from ?? Math.max(1, version - 1);
      const [earlier, later] = await Promise.all([
        app.serviceContent.version(from),
        app.serviceContent.version(version),
      ]);
      if (!earlier || !later) throw AppError.notFound('There is no such version.');
      return { data: contentChanges(earlier, later) };
    },
  );
};
