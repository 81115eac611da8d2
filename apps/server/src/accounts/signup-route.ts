import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInResponseSchema, signUpRequestSchema, webLink, webPaths } from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { attemptLimiter } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { createSession } from './create-session.ts';
import { findUserByLoginEmail, type UserRow } from './find-user.ts';
import { grantAdminRoleIfListed } from './grant-admin-role.ts';
import { checkNewPassword } from './passwords/check-new-password.ts';
import { signUpAttemptMessage } from './messages/signup-attempt-message.ts';
import { hashSecret } from './passwords/hash-secret.ts';
import { sendEmailVerification } from './send-email-verification.ts';
import { sendInBackground } from './send-in-background.ts';
import { toUserProfile } from './user-profile.ts';
import { countVerificationEmail } from './verification-email-limit.ts';

const alreadyRegistered =
  'An account with this email address already exists. Sign in, or reset your password if you have forgotten it.';

/** Both answers (a new account, "already registered") take at least this long, so timing
 * does not tell them apart; making an account takes about a third of it. */
export const signUpAnswerFloorMs = 400;

async function waitUntil(time: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
}

/**
 * POST /auth/signup: creates the account, signs the resident in at once (they may be in the
 * middle of something) and e-mails a link to confirm the address. An address that is taken is
 * refused (the contract signs in at once, so it cannot hide that), but the leak is bounded
 * (decision 0005): the same answer time either way, a limit per target address as well as per
 * client, and an e-mail to the owner.
 */
export const signUpRoute: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
  answerFloorMs: number;
}> = async (app, { config, now, answerFloorMs }) => {
  const attempts = attemptLimiter(app.db, app.log);

  /** The address is registered: count the probe, warn its owner, refuse. */
  async function refuseTaken(email: string, password: string): Promise<never> {
    const key = `signup:${email}`;
    await attempts.assertNotLocked(key);
    await attempts.recordFailure(key);
    // The same work as making the account, so the time of the answer gives nothing away.
    await hashSecret(password);
    sendInBackground(
      app,
      signUpAttemptMessage({
        recipient: email,
        signInLink: webLink(config.PUBLIC_BASE_URL, webPaths.login.getHref()),
      }),
    );
    throw AppError.conflict(alreadyRegistered);
  }

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
      const answerAt = Date.now() + answerFloorMs;
      try {
        const data = await signUp(request.body);
        await waitUntil(answerAt);
        return reply.code(201).send({ data });
      } catch (error) {
        await waitUntil(answerAt);
        throw error;
      }
    },
  );

  async function signUp(body: { name: string; email: string; password: string; postcode: string }) {
    const { name, email, password, postcode } = body;
    checkNewPassword(password);
    if (await findUserByLoginEmail(app.db, email)) return refuseTaken(email, password);
    const id = randomUUID();
    // Counted before the account is made, so a refusal leaves nothing behind.
    const verification = await countVerificationEmail(app.db, config, { userId: id, email });
    const passwordHash = await hashSecret(password);
    let created: UserRow;
    try {
      created = await app.db
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
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (await findUserByLoginEmail(app.db, email)) return refuseTaken(email, password);
      throw error;
    }
    const user = await grantAdminRoleIfListed(app.db, created, config.ADMIN_EMAILS);
    await sendEmailVerification(app, config, verification);
    const token = await createSession(app.db, {
      now: now(),
      userId: id,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    });
    return { token, user: toUserProfile(user) };
  }
};
