import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  recoverRequestSchema,
  resetPasswordRequestSchema,
} from '@csa/contracts';
import type { Config } from '../config/config-schema.ts';
import { AppError } from '../errors/app-error.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { attemptLimiter, isLockout } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { findUserById, findUserByLoginEmail } from './find-user.ts';
import { revokeSignIns } from './revoke-sign-ins.ts';
import { resetPasswordMessage } from './messages/reset-password-message.ts';
import { checkNewPassword } from './passwords/check-new-password.ts';
import { hashSecret } from './passwords/hash-secret.ts';
import { publicLink } from './public-link.ts';
import { sendInBackground } from './send-in-background.ts';

/** The one answer to every recovery request, whatever was found. */
export const recoverMessage =
  'If an account uses this email address, we have sent an email with instructions on resetting the password.';

const expiredLink =
  'This password reset link has expired or has already been used. Ask for a new one.';

function expiredLinkError(): AppError {
  return AppError.badRequest(expiredLink, [
    { error: expiredLink, field: 'token', code: 'LINK_EXPIRED' },
  ]);
}

/**
 * POST /auth/recover e-mails a reset link (never saying whether the address is registered);
 * POST /auth/reset sets the new password, signs out every session, revokes every PIN and lifts
 * any lockout.
 */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const attempts = attemptLimiter(app.db, app.log);

  app.post(
    '/auth/recover',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: recoverRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      // A few links per address per 15 minutes is plenty; more would flood someone's inbox.
      const key = `recover:${email}`;
      let isAllowed = true;
      try {
        await attempts.assertNotLocked(key);
        await attempts.recordFailure(key);
      } catch (error) {
        // Only the lockout means "send nothing"; a database failure must surface as one, not
        // leave the resident without their e-mail and everyone unaware.
        if (!isLockout(error)) throw error;
        isAllowed = false;
      }
      const user = isAllowed ? await findUserByLoginEmail(app.db, email) : null;
      if (user) {
        const token = await issueAccountToken(app.db, {
          userId: user.id,
          purpose: 'reset-password',
          email,
        });
        sendInBackground(
          app,
          resetPasswordMessage({
            recipient: email,
            link: publicLink(config, '/reset-password', token),
          }),
        );
      }
      return { data: { message: recoverMessage } };
    },
  );

  app.post(
    '/auth/reset',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      checkNewPassword(password);
      const used = await consumeAccountToken(app.db, token, 'reset-password');
      if (!used) throw expiredLinkError();
      // The link holds only for the address the account still signs in with.
      const user = await findUserById(app.db, used.user_id);
      if (!user || user.login_email !== used.email) throw expiredLinkError();
      const passwordHash = await hashSecret(password);
      await app.db.transaction().execute(async (transaction) => {
        await transaction
          .updateTable('app_user')
          // Following the link proved the resident reads this mailbox.
          .set({ password_hash: passwordHash, is_email_verified: 1 })
          .where('id', '=', user.id)
          .execute();
        await revokeSignIns(transaction, user.id);
        await transaction
          .deleteFrom('account_token')
          .where('user_id', '=', user.id)
          .where('purpose', '=', 'reset-password')
          .execute();
      });
      await attempts.clear(`password:${used.email}`);
      return {
        data: { message: 'Your password has been changed. You can now sign in with it.' },
      };
    },
  );
};
