import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { cpuMilliseconds, signUpForTest, testEnvironment } from './account-test-helpers.ts';

const [database] = await testDatabases();

describe.runIf(database)('how long a refused password sign-in takes', () => {
  // Built inside the test, like the rest of what it times.
  it('is as long for an e-mail with no account as for a wrong password', async () => {
    const { app, close } = await buildTestApp(database!, testEnvironment);
    try {
      const resident = await signUpForTest(app);
      const timeRefusal = (email: string) =>
        cpuMilliseconds(async () => {
          const response = await app.inject({
            method: 'POST',
            url: '/auth/login',
            payload: { email, password: 'not the password at all' },
          });
          expect(response.statusCode).toBe(401);
        });
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let round = 0; round < 6; round += 1) {
        times.known.push(await timeRefusal(resident.email));
        times.unknown.push(await timeRefusal(`nobody.${round}@example.test`));
        await app.db.deleteFrom('attempt_counter').execute();
      }
      // The least of several tries is the cost of the work itself. Without the decoy hash an
      // unknown e-mail is refused without one, a small fraction of the time.
      const known = Math.min(...times.known);
      const unknown = Math.min(...times.unknown);
      const spread = Math.max(known, unknown) / Math.min(known, unknown);
      expect(spread, `CPU ms ${known.toFixed(0)}, ${unknown.toFixed(0)}`).toBeLessThan(2);
    } finally {
      await close();
    }
  }, 60_000);
});
