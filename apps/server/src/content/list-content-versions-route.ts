import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@csa/contracts';
import { contentVersionsResponseSchema } from '@csa/questionnaire';
import { requireRole } from '../accounts/index.ts';

/** GET /internal/v1/admin/content/versions: every published version, newest first. A council
 * publishes a few a month, so the list is not paged. */
export const listContentVersionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/v1/admin/content/versions',
    {
      // Before validation, so that only an admin learns what a request lacks.
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: {
          200: contentVersionsResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ data: await app.serviceContent.listVersions() }),
  );
};
