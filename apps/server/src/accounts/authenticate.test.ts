import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestSession, testDatabases } from '../testing/index.ts';
import { hashToken } from './session-tokens.ts';
import { signedInUser } from './authenticate.ts';

const databases = await testDatabases();

describe.each(databases)('authenticate on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { SESSION_IDLE_MINUTES: '30' }, (instance) => {
      instance.get(
        '/internal/v1/whoami',
        { preHandler: instance.authenticate },
        async (request) => ({
          data: signedInUser(request),
        }),
      );
      instance.put(
        '/internal/v1/owner-only',
        { preHandler: instance.authenticateAccountOwner },
        async () => ({ data: 'ok' }),
      );
      // A route that forgot its preHandler.
      instance.get('/internal/v1/unguarded', async (request) => ({
        data: signedInUser(request),
      }));
    }));
  });
  afterAll(async () => close?.());

  it('asks for a token when none is sent', async () => {
    const response = await app.inject('/internal/v1/whoami');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token is required');
  });

  it('accepts a live session and names its user', async () => {
    const session = await createTestSession(app);
    const response = await app.inject({ url: '/internal/v1/whoami', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: session.userId, isAgent: false });
  });

  it('reads the token from "Bearer <token>" in any case and spacing, and nothing else', async () => {
    const { token } = await createTestSession(app);
    const statusWith = async (authorization: string) =>
      (await app.inject({ url: '/internal/v1/whoami', headers: { authorization } })).statusCode;
    expect(await statusWith(`bearer ${token}`)).toBe(200);
    expect(await statusWith(`Bearer   ${token}`)).toBe(200);
    const refusals = await Promise.all(
      [`Bearer ${token} ${token}`, `NotBearer ${token}`, `Bearer${token}`, token].map(statusWith),
    );
    expect(refusals).toEqual([401, 401, 401, 401]);
  });

  it('refuses unknown, revoked, expired and idle sessions', async () => {
    const unknown = await app.inject({
      url: '/internal/v1/whoami',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Authentication is required');
    const unknownOwner = await app.inject({
      method: 'PUT',
      url: '/internal/v1/owner-only',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(unknownOwner.statusCode).toBe(401);
    expect(unknownOwner.json().message).toBe('Authentication is required');

    const revoked = await createTestSession(app);
    await app.db
      .updateTable('app_session')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', hashToken(revoked.token))
      .execute();
    expect(
      (await app.inject({ url: '/internal/v1/whoami', headers: revoked.headers })).statusCode,
    ).toBe(401);

    const expired = await createTestSession(app);
    await app.db
      .updateTable('app_session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', hashToken(expired.token))
      .execute();
    expect(
      (await app.inject({ url: '/internal/v1/whoami', headers: expired.headers })).statusCode,
    ).toBe(401);

    const idle = await createTestSession(app);
    await app.db
      .updateTable('app_session')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('id', '=', hashToken(idle.token))
      .execute();
    expect(
      (await app.inject({ url: '/internal/v1/whoami', headers: idle.headers })).statusCode,
    ).toBe(401);
  });

  it('lets an agent session work but not change the account', async () => {
    const owner = await createTestSession(app);
    const agent = await createTestSession(app, { userId: owner.userId, isAgent: true });
    const whoami = await app.inject({ url: '/internal/v1/whoami', headers: agent.headers });
    expect(whoami.json().data).toMatchObject({ id: owner.userId, isAgent: true });
    const change = await app.inject({
      method: 'PUT',
      url: '/internal/v1/owner-only',
      headers: agent.headers,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(
      'A trusted person signed in with a PIN cannot change account details.',
    );
    const ownerChange = await app.inject({
      method: 'PUT',
      url: '/internal/v1/owner-only',
      headers: owner.headers,
    });
    expect(ownerChange.statusCode).toBe(200);
  });

  it('gives each of many requests at once its own session, one of them unknown', async () => {
    // On PostgreSQL the sessions of one turn are read in one statement (PostgresReadBatch):
    // each request must still get its own row, and an unknown token none.
    const sessions = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createTestSession(app, { isAgent: index % 2 === 1 })),
    );
    const answers = await Promise.all([
      ...sessions.map(({ headers }) => app.inject({ url: '/internal/v1/whoami', headers })),
      app.inject({ url: '/internal/v1/whoami', headers: { authorization: 'Bearer unknown' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([...sessions.map(() => 200), 401]);
    sessions.forEach((session, index) => {
      expect(answers[index]?.json().data).toMatchObject({
        id: session.userId,
        sessionId: hashToken(session.token),
        isAgent: index % 2 === 1,
      });
    });
  });

  it('refuses a handler that reads the signed-in user without authenticate', async () => {
    const session = await createTestSession(app);
    const response = await app.inject({ url: '/internal/v1/unguarded', headers: session.headers });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(databases)('the three session checks in a newly built app on $name', (database) => {
  // Built inside the test: the checks are put in place while the app is built, and a mutation
  // run credits a test only with the code that runs inside it.
  it('lets a live session read its profile and assessment, and change its own account', async () => {
    const { app, close } = await buildTestApp(database);
    try {
      const { headers } = await createTestSession(app);
      // authenticate
      expect((await app.inject({ url: '/internal/v1/userProfile', headers })).statusCode).toBe(200);
      expect((await app.inject({ url: '/internal/v1/userProfile' })).statusCode).toBe(401);
      // authenticate, on a resident's read of an assessment
      const created = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers,
        payload: { formTypeCode: 'CSA', formName: 'Mine', pageCount: 3 },
      });
      const url = `/internal/v1/form/${created.json().data.id}`;
      expect((await app.inject({ url, headers })).statusCode).toBe(200);
      expect((await app.inject({ url })).statusCode).toBe(401);
      // authenticateAccountOwner
      const totp = '/internal/v1/userProfile/totp';
      expect((await app.inject({ url: totp, headers })).statusCode).toBe(200);
      expect((await app.inject({ url: totp })).statusCode).toBe(401);
    } finally {
      await close();
    }
  });
});

describe.each(databases)('session validation and profile on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database));
  });
  afterAll(async () => close?.());

  it('validates a live session and returns the profile without caching', async () => {
    const session = await createTestSession(app, {
      name: 'Ada Lovelace',
      loginEmail: 'ada@example.test',
    });
    const valid = await app.inject({
      method: 'POST',
      url: '/internal/validate',
      headers: session.headers,
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ data: { valid: true } });
    const profile = await app.inject({ url: '/internal/v1/userProfile', headers: session.headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.json().data).toMatchObject({
      name: 'Ada Lovelace',
      emailProfileEmail: 'ada@example.test',
      roleNames: [],
    });
    expect(profile.body).not.toContain('password');
  });

  it('answers 404 on the profile for a dead token and "Token is required" without one', async () => {
    const dead = await app.inject({
      url: '/internal/v1/userProfile',
      headers: { authorization: 'Bearer gone' },
    });
    expect(dead.statusCode).toBe(404);
    expect(dead.json().message).toBe('Item was not found');
    const missing = await app.inject({ url: '/internal/v1/userProfile' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Token is required');
    const invalid = await app.inject({
      method: 'POST',
      url: '/internal/validate',
      headers: { authorization: 'Bearer gone' },
    });
    expect(invalid.statusCode).toBe(401);
  });

  it('shows an agent session as an agent', async () => {
    const owner = await createTestSession(app);
    const agent = await createTestSession(app, { userId: owner.userId, isAgent: true });
    const profile = await app.inject({ url: '/internal/v1/userProfile', headers: agent.headers });
    expect(profile.json().data.roleNames).toContain('agent');
  });
});
