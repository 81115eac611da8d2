import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp, createTestSession, testDatabases } from '../testing/index.ts';
import {
  latestMessageTo,
  linkKey,
  messageSent,
  signInAgainForTest,
  signUpForTest,
  strongPassword,
  testEnvironment,
} from './account-test-helpers.ts';

const databases = await testDatabases();

describe.each(databases)('sign-up, sign-in and logout on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      ADMIN_EMAILS: 'Boss@Example.test,Lead@Example.test',
    }));
  });
  afterAll(async () => close?.());

  it('signs up, stores only a hash, and e-mails a verification link', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        name: ' Grace Hopper ',
        email: 'Grace@Example.test',
        password: strongPassword,
        postcode: 'se15 4ab',
      },
    });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json().data;
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      emailProfileEmail: 'grace@example.test',
      postcode: 'SE15 4AB',
      roleNames: [],
    });
    expect(response.body).not.toMatch(/password|hash/i);
    const row = await app.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await messageSent(app, 'grace@example.test', 'verify-email');
    expect(latestMessageTo(app, 'grace@example.test').body).toContain(
      'http://localhost:3000/verify-email?key=',
    );
    const profile = await app.inject({
      url: '/internal/v1/userProfile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().data.id).toBe(user.id);
  });

  it('names every bad field on sign-up', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name: '', email: 'not-an-email', password: 'short', postcode: '' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((entry: { field?: string }) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'password', 'postcode']));
    expect(response.json().message).toContain('Password must be 8 characters or more');
  });

  it('allows long passphrases and refuses common passwords', async () => {
    const passphrase = 'the kettle is on in the blue kitchen by the garden door '.repeat(2);
    const long = await signUpForTest(app, { password: passphrase });
    expect(long.token).toBeTruthy();
    // Spaces around a common password do not make it any harder to guess, and one key held
    // down (spaces included) is the first thing anyone tries, however long.
    for (const common of [
      'password123',
      'Qwerty123',
      'liverpool1',
      'summer2024',
      ' password123 ',
      ' '.repeat(8),
      'aaaaaaaa',
      '1111111111',
      'x'.repeat(100),
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: { name: 'A', email: 'common@example.test', password: common, postcode: 'E1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('password');
      expect(response.json().errors[0].code).toBe('COMMON_PASSWORD');
      expect(response.json().message).toContain('too common');
    }
  });

  it('refuses a second account with the same login e-mail', async () => {
    const first = await signUpForTest(app);
    const second = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        name: 'B',
        email: first.email.toUpperCase(),
        password: strongPassword,
        postcode: 'E1',
      },
    });
    expect(second.statusCode).toBe(409);
  });

  it('makes one account of two sign-ups with one address at the same moment', async () => {
    const email = `twice.${Date.now()}@example.test`;
    const payload = { name: 'Twice', email, password: strongPassword, postcode: 'E1 6AN' };
    // Both pass the check for a taken address before either is stored: the unique index decides.
    const statuses = await Promise.all(
      [0, 1].map(
        async () => (await app.inject({ method: 'POST', url: '/auth/signup', payload })).statusCode,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
    const rows = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('login_email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('reports a failed insert that is not a taken address as an error, not as "already exists"', async () => {
    const refusedName = 'Refused By Trigger';
    if (database.name === 'sqlite') {
      await sql`create trigger refuse_user before insert on app_user
          when new.name = ${sql.lit(refusedName)} begin select raise(abort, 'refused'); end`.execute(
        app.db,
      );
    } else {
      await sql`create function refuse_user() returns trigger language plpgsql as $$
          begin if new.name = ${sql.lit(refusedName)} then raise exception 'refused'; end if;
          return new; end $$`.execute(app.db);
      await sql`create trigger refuse_user before insert on app_user
          for each row execute function refuse_user()`.execute(app.db);
    }
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: {
          name: refusedName,
          email: `refused.${Date.now()}@example.test`,
          password: strongPassword,
          postcode: 'E1 6AN',
        },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_user${sql.raw(database.name === 'sqlite' ? '' : ' on app_user')}`.execute(
        app.db,
      );
    }
  });

  it('signs in with the right password and gives one message for every wrong detail', async () => {
    const { email } = await signUpForTest(app);
    const ok = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: email.toUpperCase(), password: strongPassword },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.emailProfileEmail).toBe(email);

    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'not the password' },
    });
    const unknownEmail = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody-here@example.test', password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknownEmail.json().message);
    expect(wrongPassword.json().message).toBe('The email address or password is not correct');
  });

  it('signs no one in with a password to an account that has none', async () => {
    const loginEmail = `mobile-only-${Date.now()}@example.test`;
    await createTestSession(app, { loginEmail });
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: loginEmail, password: strongPassword },
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('token');
  });

  it('locks an account after five wrong passwords, even against the right one', async () => {
    const { email } = await signUpForTest(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password: `wrong guess ${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: strongPassword },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toContain('wait 15 minutes');

    // When the lock has passed, the right password works again.
    await app.db
      .updateTable('attempt_counter')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('key', 'like', `password:${email}%`)
      .execute();
    const later = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: strongPassword },
    });
    expect(later.statusCode).toBe(200);
  });

  it('locks unknown e-mails the same way, so a lockout reveals nothing', async () => {
    const email = 'ghost@example.test';
    let last = 0;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email, password: 'whatever it is' },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('logs out by revoking the session', async () => {
    const { headers } = await signUpForTest(app);
    const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(logout.statusCode).toBe(204);
    const profile = await app.inject({ url: '/internal/v1/userProfile', headers });
    expect(profile.statusCode).toBe(404);
    const again = await app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(again.statusCode).toBe(401);
    const missing = await app.inject({ method: 'POST', url: '/auth/logout' });
    expect(missing.json().message).toBe('Token is required');
  });

  const rolesOf = async (headers: { authorization: string }) =>
    (await app.inject({ url: '/internal/v1/userProfile', headers })).json<{
      data: { roleNames: string[] };
    }>().data.roleNames;

  it('does not give the admin role for a confirmed contact e-mail, only for the sign-in one', async () => {
    const lead = await signUpForTest(app, { email: 'lead@example.test' });
    const roles = () => rolesOf(lead.headers);
    const changed = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: lead.headers,
      payload: { name: 'Lee Lead', email: 'lead.contact@example.test', postcode: 'E1 6AN' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await messageSent(app, 'lead.contact@example.test', 'verify-email');
    const contactKey = linkKey(latestMessageTo(app, 'lead.contact@example.test'));
    const confirmed = await app.inject({ url: `/auth/verify-email?token=${contactKey}` });
    expect(confirmed.statusCode).toBe(200);
    // The listed address itself is still unproved.
    expect(await roles()).toEqual([]);

    await messageSent(app, 'lead@example.test', 'verify-email');
    const loginKey = linkKey(latestMessageTo(app, 'lead@example.test'));
    expect((await app.inject({ url: `/auth/verify-email?token=${loginKey}` })).statusCode).toBe(
      200,
    );
    // The first confirmation ends every session (decision 0090); signed in again, it administers.
    expect(await rolesOf((await signInAgainForTest(app, 'lead@example.test')).headers)).toEqual([
      'admin',
    ]);
  });

  it('gives the admin role to a configured e-mail only once its owner has confirmed it', async () => {
    // Anyone can sign up with any address: until the link e-mailed to it is followed, the
    // account proves nothing about who holds the address, and must not administer staff.
    const boss = await signUpForTest(app, { email: 'boss@example.test' });
    const roles = () => rolesOf(boss.headers);
    expect(await roles()).toEqual([]);
    const staffChange = await app.inject({
      method: 'PUT',
      url: '/internal/v1/admin/staff',
      headers: boss.headers,
      payload: { email: 'boss@example.test', roles: ['carers-centre'] },
    });
    expect(staffChange.statusCode).toBe(403);
    // Signing in again before confirming changes nothing either.
    const before = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'boss@example.test', password: strongPassword },
    });
    expect(before.json().data.user.roleNames).toEqual([]);

    await messageSent(app, 'boss@example.test', 'verify-email');
    const key = linkKey(latestMessageTo(app, 'boss@example.test'));
    expect((await app.inject({ url: `/auth/verify-email?token=${key}` })).statusCode).toBe(200);
    // That confirmation ended every session set up before it (decision 0090): signed in
    // again, the owner is an administrator.
    expect(
      (await app.inject({ url: '/internal/v1/userProfile', headers: boss.headers })).statusCode,
    ).toBe(404);
    expect(await rolesOf((await signInAgainForTest(app, 'boss@example.test')).headers)).toEqual([
      'admin',
    ]);
  });
});

describe.each(databases)('per-address rate limit on $name', (database) => {
  // Built inside the test: the limit is set on the route while the app is built.
  it('answers 429 once an address sends too many sign-in requests', async () => {
    const { app, close } = await buildTestApp(database, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: `someone-${attempt}@example.test`, password: 'whatever it is' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await close();
    }
  });
});
