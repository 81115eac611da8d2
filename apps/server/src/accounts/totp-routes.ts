import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffRoleNames,
  totpCodeRequestSchema,
  totpEnrolmentResponseSchema,
  totpStatusResponseSchema,
} from '@csa/contracts';
import type { Config } from '../config/config-schema.ts';
import { AppError } from '../errors/app-error.ts';
import { attemptLimiter } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { signedInUser } from './authenticate.ts';
import { findUserById, type UserRow } from './find-user.ts';
import { totpAttemptKey, wrongTotpCode } from './totp-login-route.ts';
import { newTotpSecret, spendTotpCode } from './totp.ts';

function holdsStaffRole(user: UserRow): boolean {
  const roles = JSON.parse(user.role_names) as string[];
  return staffRoleNames.some((role) => roles.includes(role));
}

function statusOf(user: UserRow) {
  return { data: { isEnabled: user.totp_enabled_at !== null, isRequired: holdsStaffRole(user) } };
}

function wrongCodeError(): AppError {
  return AppError.badRequest(wrongTotpCode, [{ error: wrongTotpCode, field: 'code' }]);
}

/**
 * Two-step verification on the account page: start (a new secret), confirm with a code (it
 * is then on, and this session counts as having passed it), and turn off with a code (not
 * for staff and admin accounts, which must keep it). A PIN session cannot do any of this.
 */
export const totpRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now },
) => {
  const attempts = attemptLimiter(app.db);
  const owner = { preHandler: app.authenticateAccountOwner };
  const secured = { tags: ['accounts'], security: [{ bearer: [] }] };

  async function currentUser(userId: string): Promise<UserRow> {
    const user = await findUserById(app.db, userId);
    if (!user) throw AppError.notFound();
    return user;
  }

  app.get(
    '/internal/v1/userProfile/totp',
    { ...owner, schema: { ...secured, response: { 200: totpStatusResponseSchema } } },
    async (request) => statusOf(await currentUser(signedInUser(request).id)),
  );

  app.post(
    '/internal/v1/userProfile/totp',
    {
      ...owner,
      config: authRateLimit(config),
      schema: { ...secured, response: { 200: totpEnrolmentResponseSchema } },
    },
    async (request) => {
      const user = await currentUser(signedInUser(request).id);
      if (user.totp_enabled_at) throw AppError.conflict('Two-step verification is already on.');
      const enrolment = await newTotpSecret({
        issuer: config.COUNCIL_NAME,
        label: user.login_email ?? user.name,
      });
      await app.db
        .updateTable('app_user')
        .set({ totp_secret: enrolment.secret, totp_last_step: null })
        .where('id', '=', user.id)
        .where('totp_enabled_at', 'is', null)
        .execute();
      return { data: enrolment };
    },
  );

  app.post(
    '/internal/v1/userProfile/totp/verify',
    {
      ...owner,
      config: authRateLimit(config),
      schema: {
        ...secured,
        body: totpCodeRequestSchema,
        response: { 200: totpStatusResponseSchema },
      },
    },
    async (request) => {
      const signedIn = signedInUser(request);
      const key = totpAttemptKey(signedIn.id);
      await attempts.assertNotLocked(key);
      const user = await currentUser(signedIn.id);
      if (user.totp_enabled_at) throw AppError.conflict('Two-step verification is already on.');
      if (!user.totp_secret)
        throw AppError.conflict('Start setting up two-step verification first.');
      const at = now();
      const isCodeGood = await spendTotpCode(app.db, {
        userId: user.id,
        code: request.body.code,
        now: at,
        requireEnabled: false,
      });
      if (!isCodeGood) {
        await attempts.recordFailure(key);
        throw wrongCodeError();
      }
      await attempts.clear(key);
      await app.db.transaction().execute(async (transaction) => {
        await transaction
          .updateTable('app_user')
          .set({ totp_enabled_at: at.toISOString() })
          .where('id', '=', user.id)
          .execute();
        // The code just proved the person holds the authenticator, so this sign-in counts as
        // two-step: staff need not sign out and in again straight after setting it up.
        await transaction
          .updateTable('app_session')
          .set({ second_factor_at: at.toISOString() })
          .where('id', '=', signedIn.sessionId)
          .execute();
      });
      return statusOf(await currentUser(user.id));
    },
  );

  app.delete(
    '/internal/v1/userProfile/totp',
    {
      ...owner,
      config: authRateLimit(config),
      schema: {
        ...secured,
        body: totpCodeRequestSchema,
        response: { 200: totpStatusResponseSchema },
      },
    },
    async (request) => {
      const signedIn = signedInUser(request);
      const key = totpAttemptKey(signedIn.id);
      await attempts.assertNotLocked(key);
      const user = await currentUser(signedIn.id);
      if (holdsStaffRole(user)) {
        throw AppError.forbidden(
          'Council staff and administrator accounts must keep two-step verification on.',
        );
      }
      if (!user.totp_enabled_at) return statusOf(user);
      const isCodeGood = await spendTotpCode(app.db, {
        userId: user.id,
        code: request.body.code,
        now: now(),
      });
      if (!isCodeGood) {
        await attempts.recordFailure(key);
        throw wrongCodeError();
      }
      await attempts.clear(key);
      await app.db
        .updateTable('app_user')
        .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
        .where('id', '=', user.id)
        .execute();
      return statusOf(await currentUser(user.id));
    },
  );
};
