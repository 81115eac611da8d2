import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../accounts/index.ts';
import { deleteUser } from './delete-user.ts';

/** DELETE /internal/v1/user (spec §7): the account owner deletes their account. */
export const deleteUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/internal/v1/user',
    {
      preHandler: app.authenticateAccountOwner,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
