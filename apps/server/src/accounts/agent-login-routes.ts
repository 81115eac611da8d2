import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentLoginListResponseSchema,
  agentLoginParamsSchema,
  agentLoginRequestSchema,
  agentLoginResponseSchema,
  constants,
  signInResponseSchema,
} from '@csa/contracts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { attemptLimiter } from './attempt-limiter.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { signedInUser } from './authenticate.ts';
import { createSession } from './create-session.ts';
import { findUserByLoginEmail } from './find-user.ts';
import { hashPin } from './passwords/hash-secret.ts';
import { toUserProfile } from './user-profile.ts';

/** A PIN lets a trusted person help for a day: long enough for a visit or a phone call, short
 * enough that a PIN written on paper soon stops working. */
export const pinPolicy = { lifetimeHours: 24, maxLivePins: 5 } as const;

const wrongDetails = 'The email address or PIN is not correct, or the PIN has expired';

/**
 * Trusted-person access (spec §3 Agent login): the account owner makes an 8-digit PIN; the
 * trusted person signs in with the owner's e-mail and the PIN and gets an agent session.
 */
export const agentLoginRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now: clock },
) => {
  const attempts = attemptLimiter(app.db, app.log);

  // The owner's live PINs, from any browser: a list kept only where a PIN was made left other
  // devices unable to see, or delete, the PINs that count against the limit.
  app.get(
    '/internal/v1/agentLogin',
    {
      preHandler: app.authenticateAccountOwner,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: agentLoginListResponseSchema },
      },
    },
    async (request, reply) => {
      const owner = signedInUser(request);
      const rows = await app.db
        .selectFrom('agent_login')
        .select(['id', 'created_at', 'expires_at'])
        .where('user_id', '=', owner.id)
        .where('expires_at', '>', clock().toISOString())
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      reply.header('Cache-Control', 'no-store');
      return {
        data: rows.map((row) => ({ id: row.id, created: row.created_at, expiry: row.expires_at })),
      };
    },
  );

  app.post(
    '/internal/v1/agentLogin',
    {
      preHandler: app.authenticateAccountOwner,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 201: agentLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const owner = signedInUser(request);
      const now = clock().getTime();
      await app.db
        .deleteFrom('agent_login')
        .where('user_id', '=', owner.id)
        .where('expires_at', '<=', new Date(now).toISOString())
        .execute();
      const live = await app.db
        .selectFrom('agent_login')
        .select((builder) => builder.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', owner.id)
        .executeTakeFirstOrThrow();
      // Bounded, so signing in with a PIN checks only a few hashes.
      if (Number(live.count) >= pinPolicy.maxLivePins) {
        throw AppError.conflict(
          `You already have ${pinPolicy.maxLivePins} PINs in use. Delete one before making another.`,
        );
      }
      const pin = String(randomInt(0, 10 ** constants.pinLength)).padStart(
        constants.pinLength,
        '0',
      );
      const id = randomUUID();
      const expiry = new Date(now + pinPolicy.lifetimeHours * 3_600_000).toISOString();
      await app.db
        .insertInto('agent_login')
        .values({
          id,
          user_id: owner.id,
          pin_hash: await hashPin(pin, owner.id),
          created_at: new Date(now).toISOString(),
          expires_at: expiry,
        })
        .execute();
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ data: { id, token: pin, expiry } });
    },
  );

  app.delete(
    '/internal/v1/agentLogin/:id',
    {
      preHandler: app.authenticateAccountOwner,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        params: agentLoginParamsSchema,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const owner = signedInUser(request);
      const deleted = await app.db.transaction().execute(async (transaction) => {
        const result = await transaction
          .deleteFrom('agent_login')
          .where('id', '=', request.params.id)
          .where('user_id', '=', owner.id)
          .executeTakeFirst();
        // Whoever is signed in with this PIN is signed out with it.
        await transaction
          .updateTable('app_session')
          .set({ revoked_at: new Date().toISOString() })
          .where('agent_login_id', '=', request.params.id)
          .where('user_id', '=', owner.id)
          .where('revoked_at', 'is', null)
          .execute();
        return result.numDeletedRows > 0n;
      });
      if (!deleted) throw AppError.notFound('This PIN was not found. It may have expired.');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/login/agent',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: agentLoginRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) => {
      const { email, pin } = request.body;
      const signInAt = clock();
      const guard = attempts.forSignIn(`pin:${email}`, request.ip);
      await guard.assertNotLocked();
      const user = await findUserByLoginEmail(app.db, email);
      // One hash whatever the account holds (or whether it exists), then a lookup.
      const pinHash = await hashPin(pin, user?.id ?? email);
      const matched = user
        ? await app.db
            .selectFrom('agent_login')
            .selectAll()
            .where('user_id', '=', user.id)
            .where('pin_hash', '=', pinHash)
            .where('expires_at', '>', signInAt.toISOString())
            .executeTakeFirst()
        : undefined;
      if (!user || !matched) {
        await guard.recordFailure();
        throw AppError.unauthorized(wrongDetails);
      }
      await guard.clear();
      const token = await createSession(app.db, {
        userId: user.id,
        absoluteHours: config.SESSION_ABSOLUTE_HOURS,
        agentLogin: { id: matched.id, expiresAt: matched.expires_at },
        now: signInAt,
      });
      return { data: { token, user: toUserProfile(user, true) } };
    },
  );
};
