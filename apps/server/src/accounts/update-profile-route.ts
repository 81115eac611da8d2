import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateUserProfileRequestSchema, updateUserProfileResponseSchema } from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { signedInUser } from './authenticate.ts';
import { findUserById } from './find-user.ts';
import { sendEmailVerification } from './send-email-verification.ts';
import { toUserProfile } from './user-profile.ts';
import { countVerificationEmail } from './verification-email-limit.ts';

/**
 * PUT /internal/v1/userProfile (spec §7): name, contact e-mail and postcode. A new contact
 * address is saved at once (it is where the council writes, not a sign-in) and a link to
 * confirm it is sent there, within the hourly limits of verification e-mails.
 */
export const updateProfileRoute: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.put(
    '/internal/v1/userProfile',
    {
      preHandler: app.authenticateAccountOwner,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: updateUserProfileRequestSchema,
        response: { 200: updateUserProfileResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = signedInUser(request);
      const { name, email, postcode } = request.body;
      const before = await findUserById(app.db, id);
      if (!before) throw AppError.notFound();
      const isEmailChanged = email !== null && email !== before.email;
      // Read only when the address changed, so never for an empty one.
      const isAlreadyVerified = email === before.login_email && before.is_email_verified === 1;
      const isVerificationEmailSent = isEmailChanged && !isAlreadyVerified;
      // Counted before the change is saved, so a refusal changes nothing.
      const verification = isVerificationEmailSent
        ? await countVerificationEmail(app.db, config, { userId: id, email })
        : null;
      await app.db
        .updateTable('app_user')
        .set({
          name,
          email,
          postcode,
          is_contact_email_verified: isEmailChanged
            ? Number(isAlreadyVerified)
            : before.is_contact_email_verified,
        })
        .where('id', '=', id)
        .execute();
      if (verification) await sendEmailVerification(app, config, verification);
      const after = await findUserById(app.db, id);
      if (!after) throw AppError.notFound();
      reply.header('Cache-Control', 'no-store');
      return { data: { user: toUserProfile(after), isVerificationEmailSent } };
    },
  );
};
