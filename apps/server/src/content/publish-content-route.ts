import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@csa/contracts';
import { contentVersionSummarySchema, publishContentRequestSchema } from '@csa/questionnaire';
import { z } from 'zod';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { loadStaffActor } from '../audit/index.ts';

/** POST /internal/v1/admin/content/publish: the draft, at the revision the admin previewed,
 * becomes the next version residents see. Audited with the note. */
export const publishContentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/internal/v1/admin/content/publish',
    {
      // Before validation, so that only an admin learns what a request lacks.
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: publishContentRequestSchema,
        response: {
          201: z.object({ data: contentVersionSummarySchema }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = await loadStaffActor(app.db, signedInUser(request).id);
      const published = await app.serviceContent.publish({
        actor,
        clientAddress: request.ip,
        revision: request.body.revision,
        note: request.body.note,
      });
      return reply.code(201).send({ data: published });
    },
  );
};
