import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, passwordLoginResponseSchema } from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { attemptLimiter } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { createSession } from './create-session.ts';
import { findUserByLoginEmail } from './find-user.ts';
import { grantAdminRoleIfListed } from './grant-admin-role.ts';
import { issueLoginChallenge } from './login-challenges.ts';
import { spendDecoyVerification, verifySecret } from './passwords/hash-secret.ts';
import { isStaffRole } from './staff-roles-from-groups.ts';
import { toUserProfile } from './user-profile.ts';

/** One message for an unknown e-mail and a wrong password, so neither reveals the other. */
/** Council staff sign in through the council's identity provider once it is configured. */
export const staffUseCouncilAccount =
  "Council staff sign in with their council account. On the sign-in page, choose 'Council staff: sign in with your council account'.";
const wrongDetails = 'The email address or password is not correct';

/** POST /auth/login with e-mail and password. With two-step verification on, the answer is a
 * challenge to send with a code to POST /auth/login/totp instead of a session. */
export const passwordLoginRoute: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
  sessionNow: () => Date;
}> = async (app, { config, now, sessionNow }) => {
  const attempts = attemptLimiter(app.db, app.log);
  app.post(
    '/auth/login',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: loginRequestSchema,
        response: { 200: passwordLoginResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const guard = attempts.forSignIn(`password:${email}`, request.ip);
      await guard.assertNotLocked();
      const found = await findUserByLoginEmail(app.db, email);
      const isMatch = found?.password_hash
        ? await verifySecret(found.password_hash, password)
        : (await spendDecoyVerification(password), false);
      if (!found || !isMatch) {
        await guard.recordFailure();
        throw AppError.unauthorized(wrongDetails);
      }
      await guard.clear();
      const user = await grantAdminRoleIfListed(app.db, found, config.ADMIN_EMAILS);
      // Checked after the password, so the answer tells only its holder the account is staff's.
      if (config.STAFF_OIDC_ISSUER_URL && hasStaffRole(user.role_names)) {
        throw new AppError(403, 'USE_COUNCIL_ACCOUNT', staffUseCouncilAccount);
      }
      if (user.totp_enabled_at) {
        const challenge = await issueLoginChallenge(app.db, user.id, now());
        return { data: { mfaRequired: true as const, challenge } };
      }
      const token = await createSession(app.db, {
        now: sessionNow(),
        userId: user.id,
        absoluteHours: config.SESSION_ABSOLUTE_HOURS,
      });
      return { data: { token, user: toUserProfile(user) } };
    },
  );
};

function hasStaffRole(roleNames: string): boolean {
  return (JSON.parse(roleNames) as string[]).some(isStaffRole);
}
