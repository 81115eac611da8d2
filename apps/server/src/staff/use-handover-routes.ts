import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  handoverCheckRequestSchema,
  handoverCheckResponseSchema,
  handoverRequestSchema,
  handoverResponseSchema,
  type FormTypeCode,
} from '@csa/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config/index.ts';
import type { Database } from '../database/index.ts';
import {
  attemptLimiter,
  authRateLimit,
  checkNewPassword,
  countVerificationEmail,
  createSession,
  findUserByLoginEmail,
  hashSecret,
  hashToken,
  sendEmailVerification,
  toUserProfile,
} from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog } from '../audit/index.ts';

export const handoverLinkExpired =
  'This link has expired or has already been used. It works once, for 7 days after it was sent.';
const alreadyRegistered =
  'An account with this email address already exists. Use another email address, or phone the council and ask them to send a new link.';

function expiredLinkError(): AppError {
  return AppError.badRequest(handoverLinkExpired, [
    { error: handoverLinkExpired, field: 'token', code: 'LINK_EXPIRED' },
  ]);
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The link of `key` while it still works: sent, unused, unexpired, and its record not
 * handed over already. */
function usableLink(db: Executor, key: string, at: Date) {
  return db
    .selectFrom('handover_link')
    .innerJoin(
      'council_held_resident',
      'council_held_resident.user_id',
      'handover_link.council_held_user_id',
    )
    .innerJoin('form', 'form.id', 'handover_link.form_id')
    .select([
      'handover_link.id',
      'handover_link.council_held_user_id as councilHeldId',
      'handover_link.form_id as formId',
      'handover_link.channel',
      'form.form_type_code as formTypeCode',
    ])
    .where('handover_link.token_hash', '=', hashToken(key))
    .where('handover_link.used_at', 'is', null)
    .where('handover_link.expires_at', '>', at.toISOString())
    .where('council_held_resident.handed_over_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The resident's side of a handover link (docs/decisions/0133):
 * - POST /auth/handover/check: whether the link still works, so the page can say so before
 *   the resident fills anything in;
 * - POST /auth/handover: the service's own sign-up (same rules, same confirmation e-mail) that
 *   also moves the assessment to the new account, ends staff access to the council-held record
 *   (every session acting for it stops) and uses the link up, in one transaction.
 * Both are limited like other code entry: per client per minute, and a client that sends five
 * keys that do not work within 15 minutes is locked out for 15.
 */
export const useHandoverRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now },
) => {
  const attempts = attemptLimiter(app.db, app.log);
  const audit = new AuditLog(app.db);

  async function findOrRefuse(key: string, clientAddress: string, at: Date) {
    const limitKey = `handover:${clientAddress}`;
    await attempts.assertNotLocked(limitKey);
    const link = await usableLink(app.db, key, at);
    if (!link) {
      await attempts.recordFailure(limitKey);
      throw expiredLinkError();
    }
    return link;
  }

  app.post(
    '/auth/handover/check',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: handoverCheckRequestSchema,
        response: { 200: handoverCheckResponseSchema },
      },
    },
    async (request) => {
      const link = await findOrRefuse(request.body.token, request.ip, now());
      return { data: { formTypeCode: link.formTypeCode as FormTypeCode } };
    },
  );

  app.post(
    '/auth/handover',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['accounts'],
        body: handoverRequestSchema,
        response: { 201: handoverResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, name, email, password, postcode } = request.body;
      checkNewPassword(password);
      const at = now();
      await findOrRefuse(token, request.ip, at);
      if (await findUserByLoginEmail(app.db, email)) throw AppError.conflict(alreadyRegistered);
      const id = randomUUID();
      const verification = await countVerificationEmail(app.db, config, { userId: id, email });
      const passwordHash = await hashSecret(password);
      const { user, link } = await app.db.transaction().execute(async (transaction) => {
        const link = await usableLink(transaction, token, at);
        if (!link) throw expiredLinkError();
        // Used in one statement, so two tabs sending the same key at once cannot both win.
        const used = await transaction
          .updateTable('handover_link')
          .set({ used_at: at.toISOString() })
          .where('id', '=', link.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (used.numUpdatedRows === 0n) throw expiredLinkError();
        await transaction
          .updateTable('council_held_resident')
          .set({ handed_over_at: at.toISOString() })
          .where('user_id', '=', link.councilHeldId)
          .execute();
        const user = await transaction
          .insertInto('app_user')
          .values({
            id,
            name,
            email,
            login_email: email,
            password_hash: passwordHash,
            postcode,
            image_url: null,
            registration_time: at.toISOString(),
            mobile_phone_number: null,
            date_of_birth: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await transaction
          .updateTable('form')
          .set({ owner_id: id })
          .where('id', '=', link.formId)
          .where('owner_id', '=', link.councilHeldId)
          .execute();
        // Staff access ends now: no session acts for the record any more.
        await transaction
          .updateTable('app_session')
          .set({ acting_for_user_id: null, acting_for_team: null })
          .where('acting_for_user_id', '=', link.councilHeldId)
          .execute();
        await transaction
          .deleteFrom('handover_link')
          .where('council_held_user_id', '=', link.councilHeldId)
          .where('used_at', 'is', null)
          .execute();
        await audit.record(
          {
            actor: { id, name, email },
            action: 'caller.handed-over',
            formId: link.formId,
            clientAddress: request.ip,
            detail: `for council-held resident ${link.councilHeldId}; link by ${link.channel}`,
            at,
          },
          transaction,
        );
        return { user, link };
      });
      await attempts.clear(`handover:${request.ip}`);
      await sendEmailVerification(app, config, verification);
      // Sessions keep the real clock (authenticate.ts reads them by it).
      const sessionToken = await createSession(app.db, {
        now: new Date(),
        userId: id,
        absoluteHours: config.SESSION_ABSOLUTE_HOURS,
      });
      return reply.code(201).send({
        data: {
          token: sessionToken,
          user: toUserProfile(user),
          formId: link.formId,
          formTypeCode: link.formTypeCode as FormTypeCode,
        },
      });
    },
  );
};
