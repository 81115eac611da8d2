import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  performanceMonthBodySchema,
  performanceMonthResponseSchema,
} from '@csa/contracts';
import { requireRole } from '../accounts/index.ts';

/**
 * `PUT /internal/v1/admin/performance/months`: an admin enters a
 * month's assessments received another way (paper, e-mail, in person) and what the service
 * cost, for digital take-up and cost per transaction. Null clears a figure.
 */
export const setPerformanceMonthRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  options,
) => {
  app.put(
    '/internal/v1/admin/performance/months',
    {
      onRequest: requireRole(app, ['admin']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: performanceMonthBodySchema,
        response: {
          200: performanceMonthResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { month, formTypeCode, paperAndOtherSubmissions, costPence } = request.body;
      const values = {
        paper_and_other_submissions: paperAndOtherSubmissions,
        cost_pence: costPence,
        updated_at: options.now().toISOString(),
      };
      await app.db
        .insertInto('performance_month')
        .values({ month, form_type_code: formTypeCode, ...values })
        .onConflict((conflict) => conflict.columns(['month', 'form_type_code']).doUpdateSet(values))
        .execute();
      return { data: { month, formTypeCode, paperAndOtherSubmissions, costPence } };
    },
  );
};
