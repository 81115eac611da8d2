import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, formIdParamsSchema, satisfactionBodySchema } from '@csa/contracts';
import { formOwnerId, signedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { performanceDay } from './performance-measures.ts';

const notSentMessage =
  'You can tell us how you felt about the service once you have sent your assessment.';
const alreadyAnsweredMessage = 'You have already told us how you felt about the service.';

/**
 * `POST /internal/v1/form/{id}/satisfaction`: the resident's answer to the GOV.UK satisfaction
 * question after submitting, with an optional suggestion. Stored apart from the submission with
 * only its day and pathway (decision 0132); each submission answers once. Skipping it is not
 * answering.
 */
export const rateServiceRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  options,
) => {
  app.post(
    '/internal/v1/form/:id/satisfaction',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forms'],
        security: [{ bearer: [] }],
        params: formIdParamsSchema,
        body: satisfactionBodySchema,
        response: {
          204: z.null().describe('No content'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const ownerId = formOwnerId(signedInUser(request));
      const { rating, comment } = request.body;
      await app.db.transaction().execute(async (transaction) => {
        const form = await transaction
          .selectFrom('form')
          .select(['form_type_code', 'date_submitted'])
          .where('id', '=', request.params.id)
          .where('owner_id', '=', ownerId)
          .executeTakeFirst();
        if (!form) throw AppError.notFound();
        if (form.date_submitted === null) throw new AppError(409, 'NOT_SENT', notSentMessage);
        const marked = await transaction
          .insertInto('satisfaction_answered')
          .values({ form_id: request.params.id })
          .onConflict((conflict) => conflict.doNothing())
          .returning('form_id')
          .executeTakeFirst();
        if (!marked) throw new AppError(409, 'ALREADY_ANSWERED', alreadyAnsweredMessage);
        await transaction
          .insertInto('performance_satisfaction')
          .values({
            id: randomUUID(),
            day: performanceDay(options.now()),
            form_type_code: form.form_type_code,
            rating,
            comment: comment ? comment : null,
          })
          .execute();
      });
      return reply.code(204).send(null);
    },
  );
};
