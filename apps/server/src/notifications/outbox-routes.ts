import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponseSchema } from '@csa/contracts';

/**
 * GET /dev/outbox: what the log provider kept, newest first, so developers and browser tests
 * can follow e-mailed links and read SMS codes. Registered only outside production (see
 * app.ts); messages hold sign-in codes.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        response: { 200: outboxResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: app.devOutbox?.outbox() ?? [] };
    },
  );
};
