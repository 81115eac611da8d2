import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  maxPerformanceRangeDays,
  performanceQuerySchema,
  performanceResponseSchema,
  performanceRoleNames,
} from '@csa/contracts';
import { requireRole } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { buildPerformanceReport } from './build-performance-report.ts';
import { performanceDay } from './performance-measures.ts';
import { readPerformanceInput } from './read-performance.ts';

const dayMs = 86_400_000;
const defaultRangeDays = 30;

/**
 * `GET /internal/v1/admin/performance`: the service's figures for a range of council days and
 * optionally one pathway, for service managers and admins (two-step verification passed).
 * Counts only; small counts come as "fewer than 5".
 */
export const getPerformanceRoute: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  options,
) => {
  app.get(
    '/internal/v1/admin/performance',
    {
      onRequest: requireRole(app, performanceRoleNames),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: performanceQuerySchema,
        response: {
          200: performanceResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const to = request.query.to ?? performanceDay(options.now());
      const from =
        request.query.from ??
        new Date(Date.parse(`${to}T12:00:00.000Z`) - defaultRangeDays * dayMs)
          .toISOString()
          .slice(0, 10);
      if (from > to) {
        const message = 'The start date must be on or before the end date';
        throw AppError.badRequest(message, [{ error: message, field: 'from', code: 'INVALID' }]);
      }
      const days = (Date.parse(to) - Date.parse(from)) / dayMs;
      if (days >= maxPerformanceRangeDays) {
        const message = `Choose a range of at most ${maxPerformanceRangeDays} days`;
        throw AppError.badRequest(message, [{ error: message, field: 'from', code: 'INVALID' }]);
      }
      const input = await readPerformanceInput(app.db, {
        from,
        to,
        formTypeCode: request.query.formTypeCode ?? null,
      });
      return { data: buildPerformanceReport(input) };
    },
  );
};
