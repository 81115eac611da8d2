import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@csa/contracts';
import {
  contentVersionParamsSchema,
  contentVersionSummarySchema,
  republishContentRequestSchema,
} from '@csa/questionnaire';
import { z } from 'zod';
import { requireRole, signedInUser } from '../accounts/index.ts';
import { loadStaffActor } from '../audit/index.ts';

/** POST /internal/v1/admin/content/versions/{version}/republish: rolls back by publishing an
 * earlier version again as the next one. Audited with the note. */
export const republishContentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/internal/v1/admin/content/versions/:version/republish',
    {
      // Before validation, so that only an admin learns what a request lacks.
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: contentVersionParamsSchema,
        body: republishContentRequestSchema,
        response: {
          201: z.object({ data: contentVersionSummarySchema }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = await loadStaffActor(app.db, signedInUser(request).id);
      const published = await app.serviceContent.republish({
        actor,
        clientAddress: request.ip,
        version: request.params.version,
        note: request.body.note,
      });
      return reply.code(201).send({ data: published });
    },
  );
};
