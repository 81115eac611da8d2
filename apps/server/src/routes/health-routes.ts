import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema } from '@csa/contracts';

/** Liveness (the process answers) and readiness (the database answers) for the load balancer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
};
