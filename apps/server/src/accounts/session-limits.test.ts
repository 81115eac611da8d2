import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, testEnvironment } from './account-test-helpers.ts';
import { hashToken } from './session-tokens.ts';

const databases = await testDatabases();

const minute = 60_000;
const hour = 60 * minute;

// The limits are set apart from each other and from the PIN's 24 hours, so each test can only
// pass when the limit it names is the one that ends the session.
const limits = { SESSION_ABSOLUTE_HOURS: '3', SESSION_IDLE_MINUTES: '45' };

describe.each(databases)('session limits on the session clock on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let clock = new Date();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { ...testEnvironment, ...limits }, undefined, {
      sessionNow: () => clock,
    }));
  });
  afterAll(async () => close?.());

  const moveClockTo = (time: number) => {
    clock = new Date(time);
  };

  async function statusOf(headers: { authorization: string }): Promise<number> {
    return (await app.inject({ method: 'POST', url: '/internal/validate', headers })).statusCode;
  }

  async function storedSession(token: string) {
    return app.db
      .selectFrom('app_session')
      .select(['created_at', 'last_seen_at', 'expires_at'])
      .where('id', '=', hashToken(token))
      .executeTakeFirstOrThrow();
  }

  it('ends a session SESSION_ABSOLUTE_HOURS after sign-in however active it is', async () => {
    const start = Date.now();
    moveClockTo(start);
    const resident = await signUpForTest(app);
    const stored = await storedSession(resident.token);
    expect(Date.parse(stored.created_at)).toBe(start);
    expect(Date.parse(stored.expires_at)).toBe(start + 3 * hour);

    // A request every 40 minutes keeps it inside the 45-minute idle limit the whole time.
    for (let elapsed = 40 * minute; elapsed < 3 * hour; elapsed += 40 * minute) {
      moveClockTo(start + elapsed);
      expect(await statusOf(resident.headers)).toBe(200);
    }
    moveClockTo(start + 3 * hour - minute);
    expect(await statusOf(resident.headers)).toBe(200);
    moveClockTo(start + 3 * hour + minute);
    expect(await statusOf(resident.headers)).toBe(401);
  });

  it('keeps an active session past the idle limit counted from sign-in', async () => {
    const start = Date.now();
    moveClockTo(start);
    const resident = await signUpForTest(app);
    moveClockTo(start + 30 * minute);
    expect(await statusOf(resident.headers)).toBe(200);
    expect(Date.parse((await storedSession(resident.token)).last_seen_at)).toBe(
      start + 30 * minute,
    );
    // 60 minutes after sign-in but 30 after the last request: still live.
    moveClockTo(start + 60 * minute);
    expect(await statusOf(resident.headers)).toBe(200);
  });

  it('ends a session SESSION_IDLE_MINUTES after its last request', async () => {
    const start = Date.now();
    moveClockTo(start);
    const resident = await signUpForTest(app);
    moveClockTo(start + 44 * minute);
    expect(await statusOf(resident.headers)).toBe(200);
    moveClockTo(start + 44 * minute + 46 * minute);
    expect(await statusOf(resident.headers)).toBe(401);
  });

  it('touches last_seen_at at most once a minute', async () => {
    const start = Date.now();
    moveClockTo(start);
    const resident = await signUpForTest(app);
    moveClockTo(start + 30_000);
    expect(await statusOf(resident.headers)).toBe(200);
    expect(Date.parse((await storedSession(resident.token)).last_seen_at)).toBe(start);
    moveClockTo(start + 61_000);
    expect(await statusOf(resident.headers)).toBe(200);
    expect(Date.parse((await storedSession(resident.token)).last_seen_at)).toBe(start + 61_000);
  });

  it('counts the last millisecond of each limit as live, and the one after it as past', async () => {
    const start = Date.now();
    moveClockTo(start);
    const idle = await signUpForTest(app);
    moveClockTo(start + 45 * minute);
    expect(await statusOf(idle.headers)).toBe(200);
    moveClockTo(start + 2 * 45 * minute + 1);
    expect(await statusOf(idle.headers)).toBe(401);

    moveClockTo(start);
    const active = await signUpForTest(app);
    for (let elapsed = 40 * minute; elapsed < 3 * hour; elapsed += 40 * minute) {
      moveClockTo(start + elapsed);
      expect(await statusOf(active.headers)).toBe(200);
    }
    moveClockTo(start + 3 * hour);
    expect(await statusOf(active.headers)).toBe(200);
    moveClockTo(start + 3 * hour + 1);
    expect(await statusOf(active.headers)).toBe(401);
  });

  it('touches last_seen_at only once more than a minute has passed', async () => {
    const start = Date.now();
    moveClockTo(start);
    const resident = await signUpForTest(app);
    moveClockTo(start + 60_000);
    expect(await statusOf(resident.headers)).toBe(200);
    expect(Date.parse((await storedSession(resident.token)).last_seen_at)).toBe(start);
    moveClockTo(start + 60_001);
    expect(await statusOf(resident.headers)).toBe(200);
    expect(Date.parse((await storedSession(resident.token)).last_seen_at)).toBe(start + 60_001);
  });

  it('ends an agent session when its PIN expires, before the session limit', async () => {
    const start = Date.now();
    moveClockTo(start);
    const owner = await signUpForTest(app);
    const made = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: owner.headers,
    });
    const pin = made.json<{ data: { id: string; token: string; expiry: string } }>().data;
    expect(Date.parse(pin.expiry)).toBe(start + 24 * hour);

    // Half an hour of the PIN's life is left: far less than the 3-hour session limit.
    const signInAt = start + 23 * hour + 30 * minute;
    moveClockTo(signInAt);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: pin.token },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ data: { token: string } }>().data.token;
    const headers = { authorization: `Bearer ${token}` };
    expect(Date.parse((await storedSession(token)).expires_at)).toBe(start + 24 * hour);

    moveClockTo(start + 24 * hour - minute);
    expect(await statusOf(headers)).toBe(200);
    // Well inside both the idle and the absolute limit, but past the PIN.
    moveClockTo(start + 24 * hour + minute);
    expect(await statusOf(headers)).toBe(401);
  });

  it('refuses a PIN once the session clock passes its expiry', async () => {
    const start = Date.now();
    moveClockTo(start);
    const owner = await signUpForTest(app);
    const made = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: owner.headers,
    });
    const pin = made.json<{ data: { token: string } }>().data;
    moveClockTo(start + 24 * hour + minute);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: pin.token },
    });
    expect(login.statusCode).toBe(401);
  });
});
