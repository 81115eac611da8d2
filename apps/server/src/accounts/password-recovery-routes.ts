import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  recoverRequestSchema,
  resetPasswordRequestSchema,
  webLink,
  webPaths,
} from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { confirmLoginEmail } from './confirm-login-email.ts';
import { attemptLimiter, isLockout } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { findUserById, findUserByLoginEmail } from './find-user.ts';
import { revokeSignIns } from './revoke-sign-ins.ts';
import { resetPasswordMessage } from './messages/reset-password-message.ts';
import { signInsRemovedMessage } from './messages/sign-ins-removed-message.ts';
import { checkNewPassword } from './passwords/check-new-password.ts';
import { hashSecret } from './passwords/hash-secret.ts';
import { sendInBackground } from './send-in-background.ts';

/** The one answer to every recovery request, whatever was found. */
export const recoverMessage =
  'If an account uses this email address, we have sent an email with instructions on resetting the password.';

const passwordChanged = 'Your password has been changed. You can now sign in with it.';
/** Shown after a reset that first proved the address (confirm-login-email.ts). */
export const signInsRemovedNotice =
  'Because this confirmed your email address, we have signed out every device and removed any mobile phone, authenticator app and PINs set up on the account before. You can set them up again on your account page.';
const mobileUnlinkedNotice =
  'Your mobile phone is no longer linked for signing in: link it again on your account page.';

const expiredLink =
  'This password reset link has expired or has already been used. Ask for a new one.';

function expiredLinkError(): AppError {
  return AppError.badRequest(expiredLink, [
    { error: expiredLink, field: 'token', code: 'LINK_EXPIRED' },
  ]);
}

/**
 * POST /auth/recover e-mails a reset link (never saying whether the address is registered);
 * POST /auth/reset sets the new password, ends every way in that does not need it
 * (revoke-sign-ins.ts) and lifts any lockout. When the link is the first proof of the mailbox,
 * the authenticator goes too and the owner is told by e-mail (confirm-login-email.ts).
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
            link: webLink(config.PUBLIC_BASE_URL, webPaths.resetPassword.getHref(token)),
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
      const isFirstProof = await app.db.transaction().execute(async (transaction) => {
        await transaction
          .updateTable('app_user')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .execute();
        // Following the link proved the resident reads this mailbox.
        const isFirst = await confirmLoginEmail(transaction, user.id);
        if (!isFirst) await revokeSignIns(transaction, user.id);
        await transaction
          .deleteFrom('account_token')
          .where('user_id', '=', user.id)
          .where('purpose', '=', 'reset-password')
          .execute();
        return isFirst;
      });
      await attempts.clear(`password:${used.email}`);
      if (isFirstProof) {
        sendInBackground(
          app,
          signInsRemovedMessage({
            recipient: used.email,
            accountLink: webLink(config.PUBLIC_BASE_URL, webPaths.account.getHref()),
          }),
        );
        return { data: { message: `${passwordChanged} ${signInsRemovedNotice}` } };
      }
      if (user.mobile_phone_number !== null) {
        return { data: { message: `${passwordChanged} ${mobileUnlinkedNotice}` } };
      }
      return { data: { message: passwordChanged } };
    },
  );
};
