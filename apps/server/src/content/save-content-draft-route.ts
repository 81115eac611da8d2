import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@csa/contracts';
import { contentDraftResponseSchema, saveContentDraftRequestSchema } from '@csa/questionnaire';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { loadStaffActor } from '../audit/index.ts';

/** PUT /internal/v1/admin/content/draft: saves the draft; 409 when someone else saved it
 * after the revision sent. Only https addresses pass the schema, so only they can publish. */
export const saveContentDraftRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/internal/v1/admin/content/draft',
    {
      // Before validation, so that only an admin learns what a request lacks.
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: saveContentDraftRequestSchema,
        response: {
          200: contentDraftResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const actor = await loadStaffActor(app.db, signedInUser(request).id);
      const { revision, content } = request.body;
      return { data: await app.serviceContent.saveDraft({ revision, content, actor }) };
    },
  );
};
