import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInResponseSchema, signUpRequestSchema } from '@csa/contracts';
import type { Config } from '../config/config-schema.ts';
import { AppError } from '../errors/app-error.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { createSession } from './create-session.ts';
import { findUserById, findUserByLoginEmail } from './find-user.ts';
import { grantAdminRoleIfListed } from './grant-admin-role.ts';
import { checkNewPassword } from './passwords/check-new-password.ts';
import { hashSecret } from './passwords/hash-secret.ts';
import { sendEmailVerification } from './send-email-verification.ts';
import { toUserProfile } from './user-profile.ts';

const alreadyRegistered =
  'An account with this email address already exists. Sign in, or reset your password if you have forgotten it.';

/**
 * POST /auth/signup: creates the account, signs the resident in at once (they may be in the
 * middle of something) and e-mails a link to confirm the address.
 */
export const signUpRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/auth/signup',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: signUpRequestSchema,
        response: { 201: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password, postcode } = request.body;
      checkNewPassword(password);
      if (await findUserByLoginEmail(app.db, email)) throw AppError.conflict(alreadyRegistered);
      const id = randomUUID();
      const passwordHash = await hashSecret(password);
      try {
        await app.db
          .insertInto('app_user')
          .values({
            id,
            name,
            email,
            login_email: email,
            password_hash: passwordHash,
            postcode,
            image_url: null,
            registration_time: new Date().toISOString(),
            mobile_phone_number: null,
            date_of_birth: null,
          })
          .execute();
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (await findUserByLoginEmail(app.db, email)) throw AppError.conflict(alreadyRegistered);
        throw error;
      }
      const created = await findUserById(app.db, id);
      if (!created) throw new Error('new user not found');
      const user = await grantAdminRoleIfListed(app.db, created, config.ADMIN_EMAILS);
      await sendEmailVerification(app, config, { userId: id, email, name });
      const token = await createSession(app.db, {
        userId: id,
        absoluteHours: config.SESSION_ABSOLUTE_HOURS,
      });
      return reply.code(201).send({ data: { token, user: toUserProfile(user) } });
    },
  );
};
