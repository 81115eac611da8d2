import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@csa/contracts';
import { contentVersionParamsSchema, contentVersionResponseSchema } from '@csa/questionnaire';
import { requireRole } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';

/** GET /internal/v1/admin/content/versions/{version}: one version as it was published. */
export const getContentVersionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/v1/admin/content/versions/:version',
    {
      // Before validation, so that only an admin learns what a request lacks.
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: contentVersionParamsSchema,
        response: {
          200: contentVersionResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const version = await app.serviceContent.version(request.params.version);
      if (!version) throw AppError.notFound('There is no such version.');
      return { data: version };
    },
  );
};
