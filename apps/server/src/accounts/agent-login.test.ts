import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, testEnvironment } from './account-test-helpers.ts';

const databases = await testDatabases();

const wrongPinMessage = 'The email address or PIN is not correct, or the PIN has expired';

describe.each(databases)('trusted-person PINs on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  async function generatePin(headers: { authorization: string }) {
    const response = await app.inject({ method: 'POST', url: '/internal/v1/agentLogin', headers });
    expect(response.statusCode).toBe(201);
    // The answer holds the PIN itself: no cache may keep it.
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data as { id: string; token: string; expiry: string };
  }

  it('generates an 8-digit PIN that lasts 24 hours and is stored hashed', async () => {
    const owner = await signUpForTest(app);
    const pin = await generatePin(owner.headers);
    expect(pin.token).toMatch(/^\d{8}$/);
    const hours = (Date.parse(pin.expiry) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const row = await app.db
      .selectFrom('agent_login')
      .selectAll()
      .where('id', '=', pin.id)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row.pin_hash).not.toContain(pin.token);
  });

  it('signs a trusted person in as an agent who may not change the account', async () => {
    const owner = await signUpForTest(app);
    const pin = await generatePin(owner.headers);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: pin.token },
    });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json().data;
    expect(user.id).toBe(owner.userId);
    expect(user.roleNames).toContain('agent');
    const agent = { authorization: `Bearer ${token}` };

    const profile = await app.inject({ url: '/internal/v1/userProfile', headers: agent });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.roleNames).toContain('agent');

    const refused = [
      { method: 'PUT', url: '/internal/v1/userProfile', payload: { name: 'X', postcode: 'E1' } },
      {
        method: 'POST',
        url: '/internal/v1/mobilePhoneProfile',
        payload: { phoneNumber: '07700900123', dateOfBirth: '1950/01/01' },
      },
      { method: 'DELETE', url: '/internal/v1/mobilePhoneProfile' },
      { method: 'POST', url: '/internal/v1/agentLogin' },
      { method: 'DELETE', url: `/internal/v1/agentLogin/${pin.id}` },
      { method: 'DELETE', url: '/internal/v1/user' },
    ] as const;
    for (const call of refused) {
      const response = await app.inject({ ...call, headers: agent });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(
      (
        await app.db
          .selectFrom('app_user')
          .select('id')
          .where('id', '=', owner.userId)
          .executeTakeFirst()
      )?.id,
    ).toBe(owner.userId);
  });

  it('deletes only your own PINs, and signs out whoever used a deleted one', async () => {
    const owner = await signUpForTest(app);
    const stranger = await signUpForTest(app);
    const pin = await generatePin(owner.headers);
    const agentLogin = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: pin.token },
    });
    const agent = { authorization: `Bearer ${agentLogin.json().data.token}` };

    const wrongOwner = await app.inject({
      method: 'DELETE',
      url: `/internal/v1/agentLogin/${pin.id}`,
      headers: stranger.headers,
    });
    expect(wrongOwner.statusCode).toBe(404);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/internal/v1/agentLogin/${pin.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: '/internal/v1/userProfile', headers: agent })).statusCode).toBe(
      404,
    );
    const reuse = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: pin.token },
    });
    expect(reuse.statusCode).toBe(401);
    const missing = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/agentLogin/no-such-pin',
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This PIN was not found. It may have expired.');
  });

  it('lists your own live PINs without the PINs themselves', async () => {
    const owner = await signUpForTest(app);
    const stranger = await signUpForTest(app);
    const first = await generatePin(owner.headers);
    const second = await generatePin(owner.headers);
    const expired = await generatePin(owner.headers);
    await generatePin(stranger.headers);
    await app.db
      .updateTable('agent_login')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();

    const response = await app.inject({ url: '/internal/v1/agentLogin', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = response.json().data as { id: string; created: string; expiry: string }[];
    expect(listed.map((pin) => pin.id).sort()).toEqual([first.id, second.id].sort());
    for (const pin of listed) {
      expect(Object.keys(pin).sort()).toEqual(['created', 'expiry', 'id']);
      expect(Date.parse(pin.created)).toBeLessThanOrEqual(Date.now());
    }
    expect(listed.find((pin) => pin.id === first.id)?.expiry).toBe(first.expiry);
    expect(response.body).not.toContain(first.token);
    expect(response.body).not.toContain(second.token);

    const agentLogin = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: first.token },
    });
    const agent = { authorization: `Bearer ${agentLogin.json().data.token}` };
    expect((await app.inject({ url: '/internal/v1/agentLogin', headers: agent })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/internal/v1/agentLogin' })).statusCode).toBe(401);
  });

  it('refuses an expired PIN', async () => {
    const owner = await signUpForTest(app);
    const pin = await generatePin(owner.headers);
    await app.db
      .updateTable('agent_login')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', pin.id)
      .execute();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: pin.token },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(wrongPinMessage);
  });

  it('refuses a wrong PIN and an unknown address with the same words', async () => {
    const owner = await signUpForTest(app);
    const pin = await generatePin(owner.headers);
    const wrong = pin.token === '00000000' ? '11111111' : '00000000';
    const answers = await Promise.all(
      [owner.email, `nobody.${Date.now()}@example.test`].map((email) =>
        app.inject({ method: 'POST', url: '/auth/login/agent', payload: { email, pin: wrong } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(wrongPinMessage);
    }
  });

  it('locks PIN sign-in after five wrong PINs', async () => {
    const owner = await signUpForTest(app);
    const pin = await generatePin(owner.headers);
    const wrong = pin.token === '00000000' ? '11111111' : '00000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/auth/login/agent',
            payload: { email: owner.email, pin: wrong },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: pin.token },
    });
    expect(right.statusCode).toBe(429);

    // The lock is on that address's PINs alone: another account's PIN still signs in.
    const other = await signUpForTest(app);
    const otherPin = await generatePin(other.headers);
    const otherLogin = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: other.email, pin: otherPin.token },
    });
    expect(otherLogin.statusCode).toBe(200);
  });

  it('explains a badly typed PIN', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: 'someone@example.test', pin: '12ab' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'pin' });
    expect(response.json().message).toContain('PIN must only include numbers');
  });

  it('keeps at most five live PINs per account', async () => {
    const owner = await signUpForTest(app);
    for (let count = 0; count < 5; count += 1) await generatePin(owner.headers);
    const sixth = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: owner.headers,
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(
      'You already have 5 PINs in use. Delete one before making another.',
    );
  });

  it('counts only live PINs against the five', async () => {
    const owner = await signUpForTest(app);
    const pins = [];
    for (let count = 0; count < 5; count += 1) pins.push(await generatePin(owner.headers));
    await app.db
      .updateTable('agent_login')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', pins[0]?.id ?? '')
      .execute();
    await generatePin(owner.headers);
  });

  it('asks for a token on PIN calls without one', async () => {
    const response = await app.inject({ method: 'POST', url: '/internal/v1/agentLogin' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token is required');
  });
});
