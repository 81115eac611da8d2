import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUpForTest, testEnvironment } from '../accounts/account-test-helpers.ts';
import { buildTestApp, runSourceCommand, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();
const command = path.join(path.dirname(fileURLToPath(import.meta.url)), 'retention-command.ts');

describe.each(databases)('npm run retention on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let environment: Record<string, string>;

  beforeAll(async () => {
    ({
      app,
      close,
      databaseEnvironment: environment,
    } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close());

  // Three command processes (two at once): seconds each, far more on a loaded machine.
  it(
    'prints one JSON line of counts; --dry-run changes nothing, --now picks the day',
    { timeout: 120_000 },
    async () => {
      const owner = await signUpForTest(app);
      const created = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: owner.headers,
        payload: { formTypeCode: 'CSA', formName: 'My assessment', pageCount: 3 },
      });
      const formId = created.json().data.id as string;
      const later = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);

      // A wrong date changes nothing, so it runs beside the dry run: each start through tsx takes
      // seconds, more on a loaded machine.
      const [dry, bad] = await Promise.all([
        runSourceCommand(command, ['--dry-run', '--now', later], environment),
        runSourceCommand(command, ['--now', 'next tuesday'], environment),
      ]);
      expect(dry.code, dry.stderr).toBe(0);
      const lines = dry.stdout.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '')).toEqual({
        now: `${later}T00:00:00.000Z`,
        dryRun: true,
        reminded: 0,
        deleted: 1,
        erased: 0,
        accountsDeleted: 0,
        expiredCredentialsDeleted: expect.any(Number) as number,
        commentsCleared: 0,
      });
      const stillThere = await app.db
        .selectFrom('form')
        .select('id')
        .where('id', '=', formId)
        .execute();
      expect(stillThere).toHaveLength(1);

      const real = await runSourceCommand(command, ['--now', later], environment);
      expect(JSON.parse(real.stdout)).toMatchObject({ dryRun: false, deleted: 1 });
      expect(
        await app.db.selectFrom('form').select('id').where('id', '=', formId).execute(),
      ).toEqual([]);

      expect(bad.code).not.toBe(0);
      expect(bad.stdout).toBe('');
      expect(bad.stderr).toContain('--now must be a date as YYYY-MM-DD');
    },
  );
});
