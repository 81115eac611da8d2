import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyEmailQuerySchema, verifyEmailResponseSchema } from '@csa/contracts';
import type { Config } from '../config/config-schema.ts';
import { AppError } from '../errors/app-error.ts';
import { consumeAccountToken } from './account-tokens.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { findUserById } from './find-user.ts';
import { grantAdminRoleIfListed } from './grant-admin-role.ts';

const expiredLink =
  'This verification link has expired or has already been used. Change your contact email again on your account page to get a new one.';

/**
 * GET /auth/verify-email?token=: confirms the address the link was sent to. The e-mailed link
 * opens the web app's /verify-email page, which calls this, so a mail scanner that only
 * fetches the page does not use up the link.
 */
export const verifyEmailRoute: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/auth/verify-email',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        querystring: verifyEmailQuerySchema,
        response: { 200: verifyEmailResponseSchema },
      },
    },
    // No Cache-Control here: the accounts plugin marks every /auth/ answer no-store.
    async (request) => {
      const used = await consumeAccountToken(app.db, request.query.token, 'verify-email');
      const user = used ? await findUserById(app.db, used.user_id) : null;
      if (!used || !user) {
        throw AppError.badRequest(expiredLink, [
          { error: expiredLink, field: 'token', code: 'LINK_EXPIRED' },
        ]);
      }
      await app.db
        .updateTable('app_user')
        .set({
          is_email_verified: user.login_email === used.email ? 1 : user.is_email_verified,
          is_contact_email_verified: user.email === used.email ? 1 : user.is_contact_email_verified,
        })
        .where('id', '=', user.id)
        .execute();
      if (user.login_email === used.email) {
        // A listed administrator's address is now proved: the role comes with it, for the
        // session already signed in too (roles are read on every request).
        await grantAdminRoleIfListed(
          app.db,
          { ...user, is_email_verified: 1 },
          config.ADMIN_EMAILS,
        );
      }
      return { data: { email: used.email } };
    },
  );
};
