import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  constants,
  errorResponseSchema,
  formIdParamsSchema,
  type FormTypeCode,
} from '@csa/contracts';
import { formOwnerId, signedInUser } from '../accounts/index.ts';
import { isPostgres } from '../database/index.ts';
import { AppError } from '../errors/index.ts';
import { recordPreviewReached } from './count-performance.ts';

/**
 * `POST /internal/v1/form/{id}/previewReached`: the preview page says it was opened, so the
 * funnel can count residents who reached it. No call of spec §7 tells: the preview reads the
 * assessment with the same GET as every page (which must stay a read) and saves only when it
 * has incomplete areas to drop. Counted once per assessment and only while it is open; the
 * owner check is the form calls' own (another person's id answers 404).
 */
export const previewReachedRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/internal/v1/form/:id/previewReached',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        security: [{ bearer: [] }],
        params: formIdParamsSchema,
        response: {
          204: z.null().describe('No content'),
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const ownerId = formOwnerId(signedInUser(request));
      const isFound = await app.db.transaction().execute(async (transaction) => {
        let query = transaction
          .selectFrom('form')
          .select(['id', 'form_type_code', 'status', 'submitted_fields'])
          .where('id', '=', request.params.id)
          .where('owner_id', '=', ownerId);
        // A submission or close committing meanwhile waits, so it finds this step to fold in.
        if (isPostgres(app.db)) query = query.forUpdate();
        const form = await query.executeTakeFirst();
        if (!form) return false;
        const isOpen = form.submitted_fields === null && form.status !== constants.abandonedStatus;
        if (isOpen) {
          await recordPreviewReached(
            transaction,
            form.id,
            form.form_type_code as FormTypeCode,
            new Date(),
          );
        }
        return true;
      });
      if (!isFound) throw AppError.notFound();
      return reply.code(204).send(null);
    },
  );
};
