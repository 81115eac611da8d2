import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInResponseSchema, totpLoginRequestSchema } from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { attemptLimiter, lockedError } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { createSession } from './create-session.ts';
import { findUserById } from './find-user.ts';
import { findLoginChallenge, useLoginChallenge } from './login-challenges.ts';
import { spendTotpCode } from './totp.ts';
import { toUserProfile } from './user-profile.ts';

const expiredChallenge = 'Your sign-in has timed out. Sign in again with your email and password.';
export const wrongTotpCode =
  'The code is not correct. Enter the latest code from your authenticator app.';

/** Counts codes tried per account, like wrong passwords: five lock it for 15 minutes, unless
 * one is right. */
export const totpAttemptKey = (userId: string) => `totp:${userId}`;

/**
 * POST /auth/login/totp: the second step of a two-step sign-in. The challenge from
 * POST /auth/login and a current, unused code give a session marked as having passed
 * two-step verification.
 */
export const totpLoginRoute: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
  sessionNow: () => Date;
}> = async (app, { config, now, sessionNow }) => {
  const attempts = attemptLimiter(app.db);
  app.post(
    '/auth/login/totp',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: totpLoginRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) => {
      const at = now();
      const challenge = await findLoginChallenge(app.db, request.body.challenge, at);
      if (!challenge) throw AppError.unauthorized(expiredChallenge);
      const key = totpAttemptKey(challenge.userId);
      // Counted before the code is checked, so no burst of guesses gets more than five checks.
      const attempt = await attempts.takeAttempt(key);
      const isCodeGood = await spendTotpCode(app.db, {
        userId: challenge.userId,
        code: request.body.code,
        now: at,
      });
      if (!isCodeGood) {
        if (attempt.remaining === 0) throw lockedError();
        throw new AppError(401, 'UNAUTHORIZED', wrongTotpCode, [
          { error: wrongTotpCode, field: 'code' },
        ]);
      }
      if (!(await useLoginChallenge(app.db, challenge.id, at))) {
        throw AppError.unauthorized(expiredChallenge);
      }
      await attempts.clear(key);
      const user = await findUserById(app.db, challenge.userId);
      if (!user) throw AppError.unauthorized(expiredChallenge);
      const token = await createSession(app.db, {
        now: sessionNow(),
        userId: user.id,
        absoluteHours: config.SESSION_ABSOLUTE_HOURS,
        secondFactorAt: at,
      });
      return { data: { token, user: toUserProfile(user) } };
    },
  );
};
