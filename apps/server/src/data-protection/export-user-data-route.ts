import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, userDataExportResponseSchema } from '@csa/contracts';
import { signedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { exportUserData } from './export-user-data.ts';

/**
 * GET /internal/v1/userProfile/export: the resident's own copy, as a file to keep. Not for a
 * trusted person signed in with a PIN (403): they act on assessments, not on the account.
 */
export const exportUserDataRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  app.get(
    '/internal/v1/userProfile/export',
    {
      preHandler: app.authenticateAccountOwner,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: {
          200: userDataExportResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const at = now();
      const data = await exportUserData(app.db, signedInUser(request).id, at);
      if (!data) throw AppError.notFound();
      reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="my-care-assessment-data-${at.toISOString().slice(0, 10)}.json"`,
        );
      return { data };
    },
  );
};
