import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  mobileLoginRequestSchema,
  mobileLoginVerifyRequestSchema,
  signInResponseSchema,
} from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { attemptLimiter, countCodeRequest } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { createSession } from './create-session.ts';
import { findUserById, findUserByMobile } from './find-user.ts';
import { mobileCodeMessage } from './messages/mobile-code-message.ts';
import { issueMobileCode, useMobileCode } from './mobile-codes.ts';
import { toUserProfile } from './user-profile.ts';

/** The same answer whether or not the details matched an account. */
const codeSentMessage =
  'If these details match an account, we have sent a 6-digit security code by text message. The code expires in 10 minutes.';

const wrongCode = 'The security code is not correct or has expired. Ask for a new code.';

/**
 * Sign-in by mobile phone: number and date of birth, then the 6-digit code sent by SMS.
 * Wrong dates of birth and wrong codes both count towards the number's lockout.
 */
export const mobileLoginRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now },
) => {
  const attempts = attemptLimiter(app.db, app.log);

  app.post(
    '/auth/login/mobile',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: mobileLoginRequestSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { phoneNumber, dateOfBirth } = request.body;
      const guard = attempts.forSignIn(`mobile:${phoneNumber}`, request.ip);
      await guard.assertNotLocked();
      await countCodeRequest(attempts, phoneNumber);
      const user = await findUserByMobile(app.db, phoneNumber);
      if (user && user.date_of_birth === dateOfBirth) {
        const code = await issueMobileCode(app.db, {
          purpose: 'login',
          userId: user.id,
          phoneNumber,
          dateOfBirth,
        });
        // Awaited: the resident is waiting for this text, and a failure must say so.
        await app.notifications.send(
          mobileCodeMessage({ recipient: phoneNumber, code, purpose: 'login' }),
        );
      } else {
        await guard.recordFailure();
      }
      return reply.code(202).send({ data: { message: codeSentMessage } });
    },
  );

  app.post(
    '/auth/login/mobile/verify',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: mobileLoginVerifyRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) => {
      const { phoneNumber, code } = request.body;
      const guard = attempts.forSignIn(`mobile:${phoneNumber}`, request.ip);
      await guard.assertNotLocked();
      const used = await useMobileCode(app.db, { purpose: 'login', phoneNumber }, code);
      const user = used ? await findUserById(app.db, used.user_id) : null;
      if (!used || !user || user.mobile_phone_number !== phoneNumber) {
        await guard.recordFailure();
        throw AppError.unauthorized(wrongCode);
      }
      await guard.clear();
      const token = await createSession(app.db, {
        now: now(),
        userId: user.id,
        absoluteHours: config.SESSION_ABSOLUTE_HOURS,
      });
      return { data: { token, user: toUserProfile(user) } };
    },
  );
};
