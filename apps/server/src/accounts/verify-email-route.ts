import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
  webLink,
  webPaths,
} from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { consumeAccountToken } from './account-tokens.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { confirmLoginEmail } from './confirm-login-email.ts';
import { findUserById } from './find-user.ts';
import { grantAdminRoleIfListed } from './grant-admin-role.ts';
import { signInsRemovedMessage } from './messages/sign-ins-removed-message.ts';
import { sendInBackground } from './send-in-background.ts';

const expiredLink =
  'This verification link has expired or has already been used. Change your contact email again on your account page to get a new one.';

/** Shown on the page when the link first proved the sign-in address (confirm-login-email.ts). */
export const signInsEndedNotice =
  'We have signed out every device and removed any mobile phone, authenticator app and PINs set up on the account before its email address was confirmed. Sign in again to carry on.';

/**
 * GET /auth/verify-email?token=: confirms the address the link was sent to. The e-mailed link
 * opens the web app's /verify-email page, which calls this, so a mail scanner that only
 * fetches the page does not use up the link. The first confirmation of the sign-in address
 * ends the ways in set up before it, and says so (`notice`, and an e-mail).
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
      const isLoginEmail = user.login_email === used.email;
      const isFirstProof = await app.db.transaction().execute(async (transaction) => {
        if (user.email === used.email) {
          await transaction
            .updateTable('app_user')
            .set({ is_contact_email_verified: 1 })
            .where('id', '=', user.id)
            .execute();
        }
        return isLoginEmail && (await confirmLoginEmail(transaction, user.id));
      });
      if (isFirstProof) {
        sendInBackground(
          app,
          signInsRemovedMessage({
            recipient: used.email,
            accountLink: webLink(config.PUBLIC_BASE_URL, webPaths.account.getHref()),
          }),
        );
      }
      if (isLoginEmail) {
        // A listed administrator's address is now proved: the role comes with it, for the
        // next sign-in and any session still open (roles are read on every request).
        await grantAdminRoleIfListed(
          app.db,
          { ...user, is_email_verified: 1 },
          config.ADMIN_EMAILS,
        );
      }
      return { data: { email: used.email, notice: isFirstProof ? signInsEndedNotice : null } };
    },
  );
};
