import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmTotpRequestSchema,
  staffRoleNames,
  totpCodeRequestSchema,
  totpEnrolmentResponseSchema,
  totpStatusResponseSchema,
} from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { attemptLimiter, lockedError } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { signedInUser } from './authenticate.ts';
import {
  isEnrolmentCodeLive,
  issueEnrolmentCode,
  useEnrolmentCode,
} from './enrolment-email-codes.ts';
import { findUserById, type UserRow } from './find-user.ts';
import { totpEnrolmentCodeMessage } from './messages/totp-enrolment-code-message.ts';
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

export const wrongEmailCode =
  'The code from the email is not correct or has expired. Start setting up two-step verification again to get a new one.';
export const confirmEmailBeforeTwoStep =
  'Confirm your email address before setting up two-step verification: council staff accounts need a code sent to it.';

function wrongEmailCodeError(): AppError {
  return AppError.badRequest(wrongEmailCode, [{ error: wrongEmailCode, field: 'emailCode' }]);
}

/** The confirmed sign-in address a staff or admin account's enrolment code goes to. */
function confirmedLoginEmail(user: UserRow): string {
  if (user.login_email === null || user.is_email_verified !== 1) {
    throw new AppError(403, 'EMAIL_NOT_CONFIRMED', confirmEmailBeforeTwoStep);
  }
  return user.login_email;
}

/**
 * Two-step verification on the account page: start (a new secret), confirm with a code (it
 * is then on, and this session counts as having passed it), and turn off with a code (not
 * for staff and admin accounts, which must keep it). A PIN session cannot do any of this.
 * A staff or admin account also needs a code e-mailed to its confirmed sign-in address to
 * confirm enrolment (docs/decisions/0091): a role granted before its holder set up two-step
 * verification must not go to whoever has the password and enrols their own authenticator.
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
      const isEmailCodeRequired = holdsStaffRole(user);
      const codeRecipient = isEmailCodeRequired ? confirmedLoginEmail(user) : null;
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
      if (codeRecipient) {
        const code = await issueEnrolmentCode(app.db, { userId: user.id, email: codeRecipient });
        // Awaited: the member of staff is waiting for it, and a failure must say so.
        await app.notifications.send(totpEnrolmentCodeMessage({ recipient: codeRecipient, code }));
      }
      return { data: { ...enrolment, isEmailCodeRequired } };
    },
  );

  app.post(
    '/internal/v1/userProfile/totp/verify',
    {
      ...owner,
      config: authRateLimit(config),
      schema: {
        ...secured,
        body: confirmTotpRequestSchema,
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
      const { code, emailCode } = request.body;
      const emailed = holdsStaffRole(user)
        ? { email: confirmedLoginEmail(user), code: emailCode ?? '' }
        : null;
      // Counted before either code is checked, so no burst of guesses gets more than five.
      const attempt = await attempts.takeAttempt(key);
      const refuse = (error: AppError): never => {
        throw attempt.remaining === 0 ? lockedError() : error;
      };
      if (emailed && !(await isEnrolmentCodeLive(app.db, { userId: user.id, ...emailed }))) {
        refuse(wrongEmailCodeError());
      }
      const at = now();
      const isCodeGood = await spendTotpCode(app.db, {
        userId: user.id,
        code,
        now: at,
        requireEnabled: false,
      });
      if (!isCodeGood) refuse(wrongCodeError());
      if (emailed && !(await useEnrolmentCode(app.db, { userId: user.id, code: emailed.code }))) {
        refuse(wrongEmailCodeError());
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
      // Counted before the code is checked, so no burst of guesses gets more than five.
      const attempt = await attempts.takeAttempt(key);
      const isCodeGood = await spendTotpCode(app.db, {
        userId: user.id,
        code: request.body.code,
        now: now(),
      });
      if (!isCodeGood) throw attempt.remaining === 0 ? lockedError() : wrongCodeError();
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
