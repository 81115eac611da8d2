import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUpForTest, testEnvironment } from '../accounts/account-test-helpers.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();
const command = path.join(path.dirname(fileURLToPath(import.meta.url)), 'retention-command.ts');

/** Runs the entry point of `npm run retention` from its source through tsx; the browser test
 * compiled-commands.e2e.ts runs the compiled one. */
function runCommand(
  environment: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', command, ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

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

  it('prints one JSON line of counts; --dry-run changes nothing, --now picks the day', async () => {
    const owner = await signUpForTest(app);
    const created = await app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers: owner.headers,
      payload: { formTypeCode: 'CSA', formName: 'My assessment', pageCount: 3 },
    });
    const formId = created.json().data.id as string;
    const later = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);

    const dry = await runCommand(environment, ['--dry-run', '--now', later]);
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
    });
    const stillThere = await app.db
      .selectFrom('form')
      .select('id')
      .where('id', '=', formId)
      .execute();
    expect(stillThere).toHaveLength(1);

    const real = await runCommand(environment, ['--now', later]);
    expect(JSON.parse(real.stdout)).toMatchObject({ dryRun: false, deleted: 1 });
    expect(await app.db.selectFrom('form').select('id').where('id', '=', formId).execute()).toEqual(
      [],
    );

    const bad = await runCommand(environment, ['--now', 'next tuesday']);
    expect(bad.code).not.toBe(0);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('--now must be a date as YYYY-MM-DD');
  });
});
