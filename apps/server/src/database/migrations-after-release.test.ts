import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/**
 * The migrations written since the service last went live. A council's database already ran
 * every other migration, and the migrator refuses a migration that sorts before one it has run
 * ("corrupted migrations"), so each of these must sort after all of them. Add a migration here
 * when writing it; empty the list once it has gone live.
 */
const addedSinceLastRelease = ['0092-create-handover-link', '0093-create-link-check'];

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

function openSqlite(): DatabaseHandle {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-migrations-after-release-'));
  const handle = createDatabase({ databaseUrl: '', dataDir });
  cleanUps.push(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return handle;
}

describe('a database already live when new migrations are added', () => {
  it('names each new migration as one the list holds', () => {
    expect(Object.keys(migrations)).toEqual(expect.arrayContaining(addedSinceLastRelease));
  });

  it('migrates to this version from the last release', async () => {
    const { db } = openSqlite();
    const released = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => !addedSinceLastRelease.includes(name)),
    );
    const lastRelease = new Migrator({
      db: db,
      provider: { getMigrations: () => Promise.resolve(released) },
    });
    const { error } = await lastRelease.migrateToLatest();
    expect(error).toBeUndefined();

    expect(await migrateToLatest(db as unknown as Kysely<unknown>)).toEqual(addedSinceLastRelease);
  });
});
