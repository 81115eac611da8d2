import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseOptions } from '../database/create-database.ts';
import { migrations } from '../database/migrations/index.ts';
import { postgresUrl, runAdminQuery, testDatabases } from '../testing/test-databases.ts';
import { databasePlugin } from './database.ts';

/** Work to undo after each test, last made first undone. */
const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

/** A database nothing has been written to yet, as on a service's first start (the test
 * helpers' databases are migrated already). */
async function emptyDatabase(name: 'sqlite' | 'postgres'): Promise<DatabaseOptions> {
  if (name === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-database-plugin-'));
    cleanUps.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { databaseUrl: '', dataDir };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(`create schema ${schema}`);
  cleanUps.push(() => runAdminQuery(`drop schema if exists ${schema} cascade`));
  return { databaseUrl: postgresUrl, dataDir: '', postgresSchema: schema };
}

describe.each(await testDatabases())('the database plugin on $name', (database) => {
  it('brings a new database up to date before the app is ready', async () => {
    const app = Fastify();
    cleanUps.push(() => app.close());
    await app.register(databasePlugin, await emptyDatabase(database.name));
    await app.ready();
    expect(app.databaseKind).toBe(database.name);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
      .execute(app.db)
      .then((result) => result.rows.map((row) => row.name));
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(await app.db.selectFrom('form').select('id').execute()).toEqual([]);
  });

  it('gives SQLite’s own access only on SQLite', async () => {
    const app = Fastify();
    cleanUps.push(() => app.close());
    await app.register(databasePlugin, await emptyDatabase(database.name));
    await app.ready();
    if (database.name === 'sqlite') {
      expect(app.sqlite?.statements.prepare('select 1 as one').get()).toEqual({ one: 1 });
    } else {
      expect(app.sqlite).toBeNull();
    }
  });

  it('is what plugins that need the database depend on by name', async () => {
    const app = Fastify();
    cleanUps.push(() => app.close());
    await app.register(databasePlugin, await emptyDatabase(database.name));
    await app.register(
      fp(async (dependent) => void dependent.decorate('formCount', () => 0), {
        name: 'needs-database',
        dependencies: ['database'],
      }),
    );
    await expect(app.ready()).resolves.toBeDefined();
  });

  it('closes the database with the app', async () => {
    const app = Fastify();
    await app.register(databasePlugin, await emptyDatabase(database.name));
    await app.ready();
    await sql`select 1`.execute(app.db);
    await app.close();
    await expect(sql`select 1`.execute(app.db)).rejects.toThrow(/destroyed/);
  });
});
