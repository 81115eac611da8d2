import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  reminderPreferenceResponseSchema,
  reminderPreferenceSchema,
} from '@csa/contracts';
import { signedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';

/**
 * GET and PUT /internal/v1/userProfile/reminders: whether the resident gets save-and-return
 * reminders about assessments they have not finished. Deletion warnings are not affected.
 */
export const reminderPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = {
    tags: ['accounts'],
    security: [{ bearer: [] }],
    response: {
      200: reminderPreferenceResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/internal/v1/userProfile/reminders',
    { preHandler: app.authenticateAccountOwner, schema: common },
    async (request) => {
      const row = await app.db
        .selectFrom('app_user')
        .select('is_reminder_enabled')
        .where('id', '=', signedInUser(request).id)
        .executeTakeFirst();
      if (!row) throw AppError.notFound();
      return { data: { isEnabled: row.is_reminder_enabled === 1 } };
    },
  );

  app.put(
    '/internal/v1/userProfile/reminders',
    {
      preHandler: app.authenticateAccountOwner,
      // A body that is not `{ isEnabled: boolean }` is refused with 400, which the
      // published document must list too.
      schema: {
        ...common,
        body: reminderPreferenceSchema,
        response: { ...common.response, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { isEnabled } = request.body;
      await app.db
        .updateTable('app_user')
        .set({ is_reminder_enabled: isEnabled ? 1 : 0 })
        .where('id', '=', signedInUser(request).id)
        .execute();
      return { data: { isEnabled } };
    },
  );
};
