import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userProfileSchema } from '@csa/contracts';
import { AppError } from '../errors/index.ts';
import { signedInUser } from './authenticate.ts';
import { toUserProfile } from './user-profile.ts';

/**
 * Session validation and the profile (spec §7). The profile answers 404 for a token that is
 * no longer valid: the web app treats a 404 there as "signed out" (spec §4) rather than as
 * a failure.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/internal/validate',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: z.object({ valid: z.literal(true) }) }) },
      },
    },
    async () => ({ data: { valid: true as const } }),
  );

  app.get(
    '/internal/v1/userProfile',
    {
      preHandler: async (request) => {
        try {
          await app.authenticate(request);
        } catch (error) {
          if (error instanceof AppError && error.message === 'Token is required') throw error;
          throw AppError.notFound('Item was not found');
        }
      },
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: userProfileSchema }) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const row = await app.db
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw AppError.notFound();
      reply.header('Cache-Control', 'no-store');
      return { data: toUserProfile(row, user.isAgent) };
    },
  );
};
