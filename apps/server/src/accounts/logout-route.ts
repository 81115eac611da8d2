import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from './authenticate.ts';

/** POST /auth/logout: revokes the session of the token sent, so a copied token stops working
 * even before it would expire. */
export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await app.db
        .updateTable('app_session')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', user.sessionId)
        .execute();
      return reply.code(204).send(null);
    },
  );
};
