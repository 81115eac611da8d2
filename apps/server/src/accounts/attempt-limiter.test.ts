import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../testing/index.ts';
import type { DatabaseHandle } from '../database/create-database.ts';
import { AppError } from '../errors/app-error.ts';
import { addressSeparator, attemptLimiter, isLockout } from './attempt-limiter.ts';

// The policy's numbers written out: a test reading the constants would follow a change to them.

const databases = await testDatabases();

let keyCounter = 0;
const newKey = (kind = 'password') =>
  `${kind}:limiter-${(keyCounter += 1)}-${Date.now()}@example.test`;

/** The limiter's error for a locked key, or the value when nothing was thrown. */
async function outcomeOf(work: Promise<void>): Promise<string> {
  try {
    await work;
    return 'allowed';
  } catch (error) {
    if (isLockout(error)) return 'locked';
    throw error;
  }
}

/** A log line without the time, process id and host name every line has. */
function withoutProcessFields(line: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(line).filter(([name]) => !['time', 'pid', 'hostname'].includes(name)),
  );
}

describe.each(databases)('attempt limiter on $name', (database) => {
  let handle: DatabaseHandle;
  let limiter: ReturnType<typeof attemptLimiter>;

  beforeAll(async () => {
    handle = await database.open();
    limiter = attemptLimiter(handle.db);
  });
  afterAll(async () => handle?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function failures(key: string, count: number): Promise<string[]> {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      outcomes.push(await outcomeOf(limiter.recordFailure(key)));
    }
    return outcomes;
  }

  async function counter(key: string) {
    return handle.db
      .selectFrom('attempt_counter')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /** Moves the key's window (and any lock) back in time, as if `minutes` had passed. */
  async function age(key: string, minutes: number): Promise<void> {
    const row = await counter(key);
    if (!row) throw new Error(`no counter for ${key}`);
    const back = (time: string | null) =>
      time === null ? null : new Date(Date.parse(time) - minutes * 60_000).toISOString();
    await handle.db
      .updateTable('attempt_counter')
      .set({
        window_started_at: back(row.window_started_at)!,
        locked_until: back(row.locked_until),
      })
      .where('key', '=', key)
      .execute();
  }

  it('locks on the fifth failure within the window and stays locked', async () => {
    const key = newKey();
    expect(await failures(key, 5)).toEqual(['allowed', 'allowed', 'allowed', 'allowed', 'locked']);
    expect(await outcomeOf(limiter.assertNotLocked(key))).toBe('locked');
  });

  it('starts a new count once the 15-minute window has passed', async () => {
    const key = newKey();
    expect(await failures(key, 4)).toEqual(['allowed', 'allowed', 'allowed', 'allowed']);
    await age(key, 15 + 1);
    expect(await failures(key, 4)).toEqual(['allowed', 'allowed', 'allowed', 'allowed']);
    expect((await counter(key))?.failures).toBe(4);
    expect(await outcomeOf(limiter.assertNotLocked(key))).toBe('allowed');
  });

  it('keeps counting within the window', async () => {
    const key = newKey();
    await failures(key, 3);
    await age(key, 15 - 1);
    expect(await failures(key, 2)).toEqual(['allowed', 'locked']);
  });

  it('lifts the lock after 15 minutes', async () => {
    const key = newKey();
    await failures(key, 5);
    await age(key, 15 - 1);
    expect(await outcomeOf(limiter.assertNotLocked(key))).toBe('locked');
    await age(key, 2);
    expect(await outcomeOf(limiter.assertNotLocked(key))).toBe('allowed');
  });

  it('locks until the end of its 15 minutes and not at the end', async () => {
    const start = new Date('2026-03-02T09:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const key = newKey();
    await failures(key, 5);
    vi.setSystemTime(start.getTime() + 15 * 60_000 - 1);
    expect(await outcomeOf(limiter.assertNotLocked(key))).toBe('locked');
    vi.setSystemTime(start.getTime() + 15 * 60_000);
    expect(await outcomeOf(limiter.assertNotLocked(key))).toBe('allowed');
  });

  it('tells operators what kind of sign-in was locked and from where, never the name', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const logger = Fastify({ logger: { level: 'warn', stream } });
    const logged = attemptLimiter(handle.db, logger.log);
    const key = newKey('pin');
    const guessing = logged.forSignIn(key, '192.0.2.10');
    for (let attempt = 0; attempt < 5; attempt += 1) await outcomeOf(guessing.recordFailure());
    const everywhere = newKey('mobile');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await outcomeOf(logged.recordFailure(everywhere));
    }
    expect(lines.map(withoutProcessFields)).toEqual([
      {
        level: 40,
        lockKind: 'pin',
        scope: 'one address',
        clientAddress: '192.0.2.10',
        lockMinutes: 15,
        msg: 'sign-in locked',
      },
      {
        level: 40,
        lockKind: 'mobile',
        scope: 'every address',
        lockMinutes: 15,
        msg: 'sign-in locked',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('@example.test');
    await logger.close();
  });

  it('clears a key and its per-address counters, and only those', async () => {
    const key = newKey();
    const fromAddress = `${key}${addressSeparator}192.0.2.1`;
    // `_` and `%` are LIKE wildcards: a neighbouring name must not be cleared with this one.
    const neighbour = `${key.replace('limiter', 'limiterX')}${addressSeparator}192.0.2.1`;
    const wildcardKey = key.replace('limiter', 'limiter_');
    const wildcardNeighbour = `${key.replace('limiter', 'limiterZ')}${addressSeparator}192.0.2.1`;
    for (const each of [key, fromAddress, neighbour, wildcardNeighbour]) await failures(each, 1);
    await limiter.clear(key);
    expect(await counter(key)).toBeUndefined();
    expect(await counter(fromAddress)).toBeUndefined();
    expect(await counter(neighbour)).toBeDefined();
    await limiter.clear(wildcardKey);
    expect(await counter(wildcardNeighbour)).toBeDefined();
  });

  it('clears the per-address counters of a key holding LIKE wildcards and the escape character', async () => {
    const key = newKey().replace('limiter', 'limiter_100%\\');
    const fromAddress = `${key}${addressSeparator}192.0.2.1`;
    for (const each of [key, fromAddress]) await failures(each, 1);
    await limiter.clear(key);
    expect(await counter(key)).toBeUndefined();
    expect(await counter(fromAddress)).toBeUndefined();
  });

  it('locks a name at one address after five failures, everywhere only at fifty', async () => {
    const key = newKey('pin');
    const guessing = limiter.forSignIn(key, '192.0.2.10');
    const elsewhere = limiter.forSignIn(key, '198.51.100.7');
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      outcomes.push(await outcomeOf(guessing.recordFailure()));
    }
    expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'allowed', 'locked']);
    expect(await outcomeOf(guessing.assertNotLocked())).toBe('locked');
    expect(await outcomeOf(elsewhere.assertNotLocked())).toBe('allowed');
    expect((await counter(key))?.failures).toBe(5);
    await guessing.clear();
    expect(await counter(`${key}${addressSeparator}192.0.2.10`)).toBeUndefined();
    expect(await outcomeOf(guessing.assertNotLocked())).toBe('allowed');
  });

  it('reports a database failure as that failure, never as a lockout', async () => {
    const broken = await database.open();
    await broken.db.schema.dropTable('attempt_counter').execute();
    const brokenLimiter = attemptLimiter(broken.db);
    try {
      await expect(brokenLimiter.assertNotLocked(newKey())).rejects.not.toBeInstanceOf(AppError);
      await expect(brokenLimiter.recordFailure(newKey())).rejects.not.toBeInstanceOf(AppError);
    } finally {
      await broken.close();
    }
  });

  it('calls only its own refusal a lockout, so a caller passes any other failure on', async () => {
    const key = newKey();
    await failures(key, 5);
    const refusal = await limiter.assertNotLocked(key).catch((error: unknown) => error);
    expect(isLockout(refusal)).toBe(true);
    expect(isLockout(new AppError(429, 'RATE_LIMITED', 'Too many requests'))).toBe(false);
    expect(isLockout(new Error('connection refused'))).toBe(false);
  });
});
