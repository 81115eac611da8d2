import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  linkCheckResultsResponseSchema,
  linkCheckRunResponseSchema,
} from '@csa/contracts';
import { requireRole } from '../../accounts/index.ts';
import { AppError } from '../../errors/index.ts';

/**
 * GET /internal/v1/admin/content/link-check: the published links whose last check failed.
 * POST /internal/v1/admin/content/link-check/run: checks them now (the admin page's button),
 * answering once the run is done; 409 when configuration leaves the checker off.
 */
export const linkCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/v1/admin/content/link-check',
    {
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: {
          200: linkCheckResultsResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ data: await app.linkChecker.results() }),
  );
  app.post(
    '/internal/v1/admin/content/link-check/run',
    {
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: {
          200: linkCheckRunResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async () => {
      if (!app.linkChecker.isEnabled) {
        throw AppError.conflict(
          'The link checker is off. It is turned on in the service’s configuration (LINK_CHECK).',
        );
      }
      return { data: await app.linkChecker.runNow() };
    },
  );
};
