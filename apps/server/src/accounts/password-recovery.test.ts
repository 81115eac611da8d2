import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import {
  latestMessageTo,
  linkKey,
  messageSent,
  signUpForTest,
  strongPassword,
  testEnvironment,
} from './account-test-helpers.ts';
import { recoverMessage, signInsRemovedNotice } from './password-recovery-routes.ts';
import { hashToken } from './session-tokens.ts';

const databases = await testDatabases();

describe.each(databases)('password recovery and e-mail verification on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      PUBLIC_BASE_URL: 'https://care.example.gov.uk',
    }));
  });
  afterAll(async () => close?.());

  /** A new resident who asked to reset their password, with the key their e-mailed link holds. */
  async function residentWithResetKey() {
    const resident = await signUpForTest(app);
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email: resident.email } });
    await messageSent(app, resident.email, 'reset-password');
    return { ...resident, key: linkKey(latestMessageTo(app, resident.email)) };
  }

  const resetWithNewPassphrase = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token, password: 'a brand new long passphrase' },
    });

  it('answers recovery requests the same way for known and unknown addresses', async () => {
    const { email } = await signUpForTest(app);
    const known = await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/auth/recover',
      payload: { email: 'nobody-at-all@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data.message).toBe(recoverMessage);
    expect(recoverMessage).toBe(
      'If an account uses this email address, we have sent an email with instructions on resetting the password.',
    );
    await messageSent(app, email, 'reset-password');
    expect(latestMessageTo(app, email).template).toBe('reset-password');
    expect(() => latestMessageTo(app, 'nobody-at-all@example.test')).toThrow();
  });

  it('refuses a recovery request without a valid e-mail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/recover',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('email');
  });

  it('resets the password once with the e-mailed link and signs out every session', async () => {
    const { email, headers } = await signUpForTest(app);
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    await messageSent(app, email, 'reset-password');
    const message = latestMessageTo(app, email);
    expect(message.body).toContain('https://care.example.gov.uk/reset-password?key=');
    const key = linkKey(message);

    const common = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: key, password: 'password1' },
    });
    expect(common.statusCode).toBe(400);

    const newPassword = 'a brand new long passphrase';
    const reset = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: key, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ url: '/internal/v1/userProfile', headers })).statusCode).toBe(404);

    const reused = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: key, password: 'another long passphrase' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].field).toBe('token');

    const oldLogin = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: strongPassword },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: newPassword },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('revokes every PIN and every agent session when the password is reset', async () => {
    const { email, headers } = await signUpForTest(app);
    const made = await app.inject({ method: 'POST', url: '/internal/v1/agentLogin', headers });
    expect(made.statusCode).toBe(201);
    const pin = made.json().data.token as string;
    const agent = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email, pin },
    });
    expect(agent.statusCode).toBe(200);
    const agentHeaders = { authorization: `Bearer ${agent.json().data.token as string}` };

    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    await messageSent(app, email, 'reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: linkKey(latestMessageTo(app, email)), password: 'a fresh long passphrase' },
    });
    expect(reset.statusCode).toBe(200);

    const withOldPin = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email, pin },
    });
    expect(withOldPin.statusCode).toBe(401);
    const agentCall = await app.inject({ url: '/internal/v1/form', headers: agentHeaders });
    expect(agentCall.statusCode).toBe(401);
  });

  it('lifts the lockout, ends the other reset links and marks the address verified', async () => {
    const { email, userId } = await signUpForTest(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password: `wrong guess ${attempt}` },
      });
    }
    const resetLinkKeys = async (count: number) => {
      for (;;) {
        const keys = (app.devOutbox?.outbox() ?? [])
          .filter((entry) => entry.recipient === email && entry.template === 'reset-password')
          .map(linkKey);
        if (keys.length >= count) return keys;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    await resetLinkKeys(1);
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    // Newest first.
    const [second, first] = await resetLinkKeys(2);

    const newPassword = 'a brand new long passphrase';
    const reset = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: second, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    // Its first proof of the mailbox: the ways in set up before it are gone too.
    expect(reset.json().data.message).toBe(
      `Your password has been changed. You can now sign in with it. ${signInsRemovedNotice}`,
    );
    const withFirst = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: first, password: 'yet another long passphrase' },
    });
    expect(withFirst.statusCode).toBe(400);
    expect(withFirst.json().errors).toEqual([
      { error: withFirst.json().message, field: 'token', code: 'LINK_EXPIRED' },
    ]);
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: newPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('app_user')
      .select('is_email_verified')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.is_email_verified).toBe(1);
  });

  it('refuses an expired reset link', async () => {
    const { key } = await residentWithResetKey();
    await app.db
      .updateTable('account_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', hashToken(key))
      .execute();
    const response = await resetWithNewPassphrase(key);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('expired');
  });

  it('stores a reset link for an hour and a verification link for a day', async () => {
    const { email } = await signUpForTest(app);
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    await messageSent(app, email, 'reset-password');
    const lifetimeMinutes = async (template: 'reset-password' | 'verify-email') => {
      const message = app.devOutbox
        ?.outbox()
        .find((entry) => entry.recipient === email && entry.template === template);
      if (!message) throw new Error(`no ${template} message`);
      const row = await app.db
        .selectFrom('account_token')
        .select(['created_at', 'expires_at'])
        .where('id', '=', hashToken(linkKey(message)))
        .executeTakeFirstOrThrow();
      return (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 60_000;
    };
    expect(await lifetimeMinutes('reset-password')).toBe(60);
    expect(await lifetimeMinutes('verify-email')).toBe(24 * 60);
  });

  it('refuses a link sent to an address the account no longer signs in with', async () => {
    const { userId, key } = await residentWithResetKey();
    const newAddress = `moved.${userId}@example.test`;
    await app.db
      .updateTable('app_user')
      .set({ login_email: newAddress })
      .where('id', '=', userId)
      .execute();
    const response = await resetWithNewPassphrase(key);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'token', code: 'LINK_EXPIRED' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: newAddress, password: strongPassword },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a link whose account is gone by the time it is read', async () => {
    const { userId, key } = await residentWithResetKey();
    // As if the account were deleted between the link's use and the read of its account: the
    // link is left behind, with the cascade that would remove it switched off.
    if (database.name === 'sqlite') {
      await sql`pragma foreign_keys = off`.execute(app.db);
      try {
        await app.db.deleteFrom('app_user').where('id', '=', userId).execute();
      } finally {
        await sql`pragma foreign_keys = on`.execute(app.db);
      }
    } else {
      await app.db.transaction().execute(async (transaction) => {
        await sql`set local session_replication_role = replica`.execute(transaction);
        await transaction.deleteFrom('app_user').where('id', '=', userId).execute();
      });
    }
    const response = await resetWithNewPassphrase(key);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'token', code: 'LINK_EXPIRED' });
  });

  it('does not reset a password with the key of a verification link', async () => {
    const { email } = await signUpForTest(app);
    await messageSent(app, email, 'verify-email');
    const key = linkKey(latestMessageTo(app, email));
    const response = await resetWithNewPassphrase(key);
    expect(response.statusCode).toBe(400);
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: strongPassword },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('verifies the e-mail address from the sign-up link, once', async () => {
    const { email, userId } = await signUpForTest(app);
    await messageSent(app, email, 'verify-email');
    const message = latestMessageTo(app, email);
    expect(message.template).toBe('verify-email');
    const key = linkKey(message);
    const verified = await app.inject({ url: `/auth/verify-email?token=${key}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    expect(verified.json().data.email).toBe(email);
    const row = await app.db
      .selectFrom('app_user')
      .select(['is_email_verified', 'is_contact_email_verified'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_email_verified: 1, is_contact_email_verified: 1 });
    const again = await app.inject({ url: `/auth/verify-email?token=${key}` });
    expect(again.statusCode).toBe(400);
    const missing = await app.inject({ url: '/auth/verify-email' });
    expect(missing.statusCode).toBe(400);
  });

  it('verifies only the address a link was sent to, keeping the other as it was', async () => {
    /** A resident who changed the contact e-mail after signing up, with both links. */
    async function residentWithTwoLinks() {
      const { email, userId, headers } = await signUpForTest(app);
      await messageSent(app, email, 'verify-email');
      const signUpLink = `/auth/verify-email?token=${linkKey(latestMessageTo(app, email))}`;
      const contactEmail = `contact.${userId}@example.test`;
      const changed = await app.inject({
        method: 'PUT',
        url: '/internal/v1/userProfile',
        headers,
        payload: { name: 'Ada', email: contactEmail, postcode: 'E1 6AN' },
      });
      expect(changed.statusCode).toBe(200);
      await messageSent(app, contactEmail, 'verify-email');
      const contactLink = `/auth/verify-email?token=${linkKey(latestMessageTo(app, contactEmail))}`;
      const verification = () =>
        app.db
          .selectFrom('app_user')
          .select(['is_email_verified', 'is_contact_email_verified'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
      return { signUpLink, contactLink, verification };
    }

    const first = await residentWithTwoLinks();
    expect((await app.inject({ url: first.signUpLink })).statusCode).toBe(200);
    expect(await first.verification()).toEqual({
      is_email_verified: 1,
      is_contact_email_verified: 0,
    });
    expect((await app.inject({ url: first.contactLink })).statusCode).toBe(200);
    expect(await first.verification()).toEqual({
      is_email_verified: 1,
      is_contact_email_verified: 1,
    });

    const second = await residentWithTwoLinks();
    expect((await app.inject({ url: second.contactLink })).statusCode).toBe(200);
    expect(await second.verification()).toEqual({
      is_email_verified: 0,
      is_contact_email_verified: 1,
    });
    expect((await app.inject({ url: second.signUpLink })).statusCode).toBe(200);
    expect(await second.verification()).toEqual({
      is_email_verified: 1,
      is_contact_email_verified: 1,
    });
  });

  it('keeps messages in the development outbox newest first', async () => {
    const { email } = await signUpForTest(app);
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    await messageSent(app, email, 'reset-password');
    const [newest, previous] = app.devOutbox?.outbox() ?? [];
    expect(newest).toMatchObject({ recipient: email, template: 'reset-password' });
    expect(previous).toMatchObject({ recipient: email, template: 'verify-email' });
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(previous?.createdAt ?? ''),
    );
  });
});

describe.each(databases)('production on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { NODE_ENV: 'production' }));
  });
  afterAll(async () => close?.());

  it('has no development outbox', async () => {
    const response = await app.inject('/dev/outbox');
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('recipient');
  });
});
