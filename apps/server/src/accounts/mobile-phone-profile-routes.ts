import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mobilePhoneProfileRequestSchema,
  mobilePhoneProfileResponseSchema,
  verifyMobilePhoneRequestSchema,
} from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { attemptLimiter, countCodeRequest } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { signedInUser } from './authenticate.ts';
import { findUserById, findUserByMobile } from './find-user.ts';
import { mobileCodeMessage } from './messages/mobile-code-message.ts';
import { issueMobileCode, useMobileCode } from './mobile-codes.ts';

const wrongCode = 'The security code is not correct or has expired. Ask for a new code.';
export const confirmEmailFirst =
  'Confirm your email address before linking a mobile phone. Use the link we emailed you when you created your account; if it has expired, reset your password, which confirms your address too.';

/**
 * Linking a mobile number for sign-in by text message (spec §4 "Mobile linking"): the number
 * and date of birth, then the code sent to that number. The number is saved only once the
 * code proves the resident holds the phone. Only an account whose sign-in address is confirmed
 * may link one: otherwise whoever signed up with someone else's address could keep a way in
 * after the owner takes the account back (docs/decisions/0090).
 */
export const mobilePhoneProfileRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const attempts = attemptLimiter(app.db, app.log);
  const owner = { preHandler: app.authenticateAccountOwner };
  const secured = { tags: ['accounts'], security: [{ bearer: [] }] };

  app.post(
    '/internal/v1/mobilePhoneProfile',
    {
      ...owner,
      config: authRateLimit(config),
      schema: {
        ...secured,
        body: mobilePhoneProfileRequestSchema,
        response: { 200: mobilePhoneProfileResponseSchema },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      const { phoneNumber, dateOfBirth } = request.body;
      const user = await findUserById(app.db, id);
      if (!user) throw AppError.notFound();
      if (user.is_email_verified !== 1) {
        throw new AppError(403, 'EMAIL_NOT_CONFIRMED', confirmEmailFirst);
      }
      if (user.mobile_phone_number === phoneNumber && user.date_of_birth === dateOfBirth) {
        return { data: { confirmed: true } };
      }
      await countCodeRequest(attempts, phoneNumber);
      const code = await issueMobileCode(app.db, {
        purpose: 'link',
        userId: id,
        phoneNumber,
        dateOfBirth,
      });
      await app.notifications.send(
        mobileCodeMessage({ recipient: phoneNumber, code, purpose: 'link' }),
      );
      return { data: { confirmed: false } };
    },
  );

  app.post(
    '/internal/v1/mobilePhoneProfile/verify',
    {
      ...owner,
      config: authRateLimit(config),
      schema: {
        ...secured,
        body: verifyMobilePhoneRequestSchema,
        response: { 200: mobilePhoneProfileResponseSchema },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      const key = `link:${id}`;
      await attempts.assertNotLocked(key);
      const used = await useMobileCode(app.db, { purpose: 'link', userId: id }, request.body.code);
      if (!used) {
        await attempts.recordFailure(key);
        throw AppError.badRequest(wrongCode, [
          { error: `code: ${wrongCode}`, field: 'code', code: 'WRONG_CODE' },
        ]);
      }
      await attempts.clear(key);
      const holder = await findUserByMobile(app.db, used.phone_number);
      if (holder && holder.id !== id) {
        throw AppError.conflict(
          'This mobile number is already linked to another account. Remove it there first.',
        );
      }
      await app.db
        .updateTable('app_user')
        .set({ mobile_phone_number: used.phone_number, date_of_birth: used.date_of_birth })
        .where('id', '=', id)
        .execute();
      return { data: { confirmed: true } };
    },
  );

  app.delete(
    '/internal/v1/mobilePhoneProfile',
    {
      ...owner,
      schema: { ...secured, response: { 204: z.null().describe('No content') } },
    },
    async (request, reply) => {
      const { id } = signedInUser(request);
      await app.db.transaction().execute(async (transaction) => {
        await transaction
          .updateTable('app_user')
          .set({ mobile_phone_number: null, date_of_birth: null })
          .where('id', '=', id)
          .execute();
        await transaction.deleteFrom('mobile_code').where('user_id', '=', id).execute();
      });
      return reply.code(204).send(null);
    },
  );
};
