import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, testEnvironment } from './account-test-helpers.ts';

const [database] = await testDatabases();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe.runIf(database)('how long a PIN sign-in takes', () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database!, testEnvironment));
  });
  afterAll(async () => close?.());

  it('does not depend on how many PINs the account has, nor on whether it exists', async () => {
    const withFive = await signUpForTest(app);
    const pins: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const made = await app.inject({
        method: 'POST',
        url: '/internal/v1/agentLogin',
        headers: withFive.headers,
      });
      pins.push(made.json().data.token as string);
    }
    const withNone = await signUpForTest(app);
    const timeWrongPin = async (email: string) => {
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login/agent',
        payload: { email, pin: '00000000' },
      });
      expect(response.statusCode).toBe(401);
      return performance.now() - start;
    };
    const times = { five: [] as number[], none: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 4; round += 1) {
      times.five.push(await timeWrongPin(withFive.email));
      times.none.push(await timeWrongPin(withNone.email));
      times.unknown.push(await timeWrongPin(`nobody.${round}@example.test`));
      await app.db.deleteFrom('attempt_counter').execute();
    }
    const medians = [median(times.five), median(times.none), median(times.unknown)];
    const spread = Math.max(...medians) / Math.min(...medians);
    expect(spread, `medians ${medians.map((ms) => ms.toFixed(0)).join(', ')} ms`).toBeLessThan(1.5);
    // The right PIN still signs in.
    const right = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: withFive.email, pin: pins[3] },
    });
    expect(right.statusCode).toBe(200);
  }, 60_000);
});
