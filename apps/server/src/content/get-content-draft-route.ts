import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@csa/contracts';
import { contentDraftResponseSchema } from '@csa/questionnaire';
import { requireRole } from '../accounts/index.ts';

/** GET /internal/v1/admin/content/draft: the draft to edit, or the published version when
 * nobody has saved one (revision 0). */
export const getContentDraftRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/v1/admin/content/draft',
    {
      // Before validation, so that only an admin learns what a request lacks.
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: {
          200: contentDraftResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ data: await app.serviceContent.draft() }),
  );
};
