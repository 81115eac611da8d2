import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryHealthResponseSchema,
  deliveryJobIdParamsSchema,
  deliveryJobResponseSchema,
  deliveryJobsQuerySchema,
  deliveryJobsResponseSchema,
  deliveryStatusSchema,
  errorResponseSchema,
  type DeliveryJobSummary,
} from '@csa/contracts';
import { requireRole } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { type DeliveryJob, type DeliveryJobRepository, finishedSteps } from '../outbox/index.ts';

/** The most jobs one list call returns, oldest first: enough to see a backlog. */
const listLimit = 500;

const errorResponses = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

function toSummary(job: DeliveryJob & { reference?: string | null }): DeliveryJobSummary {
  return {
    id: job.id,
    formId: job.form_id,
    reference: job.reference ?? null,
    team: job.team,
    status: deliveryStatusSchema.parse(job.status),
    attempts: job.attempts,
    lastError: job.last_error,
    nextAttemptAt: job.next_attempt_at,
    steps: finishedSteps(job),
  };
}

/**
 * Operators' view of the outbox (admin role only): the jobs by status, a retry for a dead job
 * once its cause is fixed, and the queue's health. No cache keeps these answers: the staff
 * plugin's hook sends no-store on every /internal/v1/admin/ answer. /readyz stays about the
 * database: a slow council mailbox must not take the service out of a load balancer.
 */
export const adminDeliveryRoutes: FastifyPluginAsyncZod<{
  jobs: DeliveryJobRepository;
  now: () => Date;
  onRetry: () => void;
}> = async (app, options) => {
  const { jobs, now } = options;
  const common = {
    preHandler: requireRole(app, ['admin']),
  };

  app.get(
    '/internal/v1/admin/delivery-jobs',
    {
      ...common,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: deliveryJobsQuerySchema,
        response: { 200: deliveryJobsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: (await jobs.list(request.query.status, listLimit)).map(toSummary),
    }),
  );

  app.post(
    '/internal/v1/admin/delivery-jobs/:id/retry',
    {
      ...common,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: deliveryJobIdParamsSchema,
        response: { 200: deliveryJobResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const isRequeued = await jobs.retryDead(request.params.id, now());
      const job = await jobs.get(request.params.id);
      if (!job) throw AppError.notFound();
      if (!isRequeued) throw AppError.conflict('Only a dead delivery job can be retried.');
      request.log.info({ jobId: job.id }, 'dead delivery job put back in the queue');
      options.onRetry();
      return { data: toSummary(job) };
    },
  );

  app.get(
    '/internal/v1/admin/delivery-health',
    {
      ...common,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: deliveryHealthResponseSchema, ...errorResponses },
      },
    },
    async () => {
      const counts = await jobs.countByStatus();
      const oldest = await jobs.oldestUndeliveredAt();
      return {
        data: {
          counts: {
            pending: counts.pending ?? 0,
            failed: counts.failed ?? 0,
            dead: counts.dead ?? 0,
            done: counts.done ?? 0,
          },
          oldestPendingAgeSeconds:
            oldest === null
              ? null
              : Math.max(0, Math.floor((now().getTime() - Date.parse(oldest)) / 1000)),
        },
      };
    },
  );
};
