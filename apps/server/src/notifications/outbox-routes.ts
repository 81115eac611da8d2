import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponseSchema } from '@csa/contracts';
import { isLoopbackAddress } from './is-loopback-address.ts';

/**
 * GET /dev/outbox: what the log provider kept, newest first, so developers and browser tests
 * can follow e-mailed links and read SMS codes. Registered only when NODE_ENV=development is
 * set explicitly (see accounts-plugin.ts), and answered only to a client on this machine:
 * the messages hold reset links and sign-in codes. Both the connection and the client the
 * proxy settings name must be loopback, so neither a forged X-Forwarded-For nor a local
 * proxy in front of the service opens it to others.
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
    async (request, reply) => {
      if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) {
        return reply.callNotFound();
      }
      reply.header('Cache-Control', 'no-store');
      return { data: app.devOutbox?.outbox() ?? [] };
    },
  );
};
