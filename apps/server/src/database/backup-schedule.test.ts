import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config/load-config.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { BackupSchedule } from './backup-schedule.ts';
import { sqliteFileIn } from './sqlite-file.ts';

const databases = await testDatabases();
const sqlite = databases.find((database) => database.name === 'sqlite');
if (!sqlite) throw new Error('the SQLite test database is missing');

const hour = 3_600_000;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function temporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-scheduled-'));
  folders.push(folder);
  return folder;
}

describe('scheduled backups of the embedded database', () => {
  it('copies the database once an interval has passed since the newest copy, and keeps the newest few', async () => {
    const handle = await sqlite.open();
    const errors: string[] = [];
    try {
      const folder = path.join(temporaryFolder(), 'not-yet-made');
      let now = new Date('2031-03-01T02:00:00.000Z');
      const schedule = new BackupSchedule({
        databaseFile: sqliteFileIn(handle.options.dataDir),
        folder,
        intervalMs: 24 * hour,
        keep: 2,
        now: () => now,
        log: { info: () => undefined, error: (_details, message) => errors.push(message) },
      });

      const first = await schedule.runIfDue();
      expect(first).toMatchObject({
        file: path.join(folder, 'assessments-20310301T020000Z.sqlite'),
        integrity: 'ok',
        deleted: [],
      });
      expect(first?.tables.kysely_migration).toBeGreaterThan(0);
      // Files of other names in the folder are never touched.
      fs.writeFileSync(path.join(folder, 'assessments-by-hand.sqlite'), 'kept');

      now = new Date('2031-03-02T01:59:59.000Z');
      expect(await schedule.runIfDue()).toBeNull();
      now = new Date('2031-03-02T02:00:00.000Z');
      expect(await schedule.runIfDue()).toMatchObject({ deleted: [] });
      now = new Date('2031-03-03T03:30:00.000Z');
      const third = await schedule.runIfDue();
      expect(third?.deleted).toEqual([path.join(folder, 'assessments-20310301T020000Z.sqlite')]);
      expect(fs.readdirSync(folder).sort()).toEqual([
        'assessments-20310302T020000Z.sqlite',
        'assessments-20310303T033000Z.sqlite',
        'assessments-by-hand.sqlite',
      ]);
      expect(errors).toEqual([]);

      // A failure in the copying thread reaches the caller with its reason.
      const missing = new BackupSchedule({
        databaseFile: path.join(folder, 'no-such.sqlite'),
        folder: temporaryFolder(),
        intervalMs: hour,
        keep: 1,
        log: { info: () => undefined, error: () => undefined },
      });
      await expect(missing.runIfDue()).rejects.toThrow(
        `there is no database at ${path.join(folder, 'no-such.sqlite')}`,
      );
    } finally {
      await handle.close();
    }
  });

  it('copies on a thread of its own: the server keeps turning while a large database is copied', async () => {
    const handle = await sqlite.open();
    try {
      const databaseFile = sqliteFileIn(handle.options.dataDir);
      const filler = new SQLite(databaseFile);
      filler.exec('create table filler (body blob)');
      const insert = filler.prepare('insert into filler values (?)');
      // 40 MB: copying and checking it takes a few hundred milliseconds.
      filler.transaction(() => {
        for (let row = 0; row < 4000; row += 1) insert.run(Buffer.alloc(10_000, row % 251));
      })();
      filler.close();
      const schedule = new BackupSchedule({
        databaseFile,
        folder: temporaryFolder(),
        intervalMs: hour,
        keep: 1,
        log: { info: () => undefined, error: () => undefined },
      });
      let turns = 0;
      let isCopying = true;
      const turning = (async () => {
        while (isCopying) {
          await new Promise((resolve) => setImmediate(resolve));
          turns += 1;
        }
      })();
      const report = await schedule.runIfDue();
      isCopying = false;
      await turning;
      expect(report?.tables.filler).toBe(4000);
      // On the server's own thread the copy and the check run in a handful of turns, each
      // holding every request up; beside it, the event loop turns throughout.
      expect(turns).toBeGreaterThan(200);
    } finally {
      await handle.close();
    }
  });

  it('is off unless BACKUP_DIR is set, and only for the embedded database', () => {
    const config = loadConfig({});
    expect(config.BACKUP_DIR).toBe('');
    expect(config.BACKUP_INTERVAL_HOURS).toBe(24);
    expect(config.BACKUP_KEEP).toBe(7);
    expect(() =>
      loadConfig({ BACKUP_DIR: '/backups', DATABASE_URL: 'postgres://db.example/csa' }),
    ).toThrow(/BACKUP_DIR: .*point-in-time recovery/);
    expect(() => loadConfig({ BACKUP_KEEP: '0', BACKUP_INTERVAL_HOURS: '0' })).toThrow(
      /BACKUP_INTERVAL_HOURS[\s\S]*BACKUP_KEEP/,
    );
  });

  it(
    'runs in the server once it is ready when BACKUP_DIR is set',
    { timeout: 120_000 },
    async () => {
      const folder = temporaryFolder();
      const { close } = await buildTestApp(sqlite, { BACKUP_DIR: folder, BACKUP_KEEP: '3' });
      try {
        await expect
          .poll(() => fs.readdirSync(folder).filter((name) => name.endsWith('Z.sqlite')), {
            timeout: 60_000,
          })
          .toHaveLength(1);
      } finally {
        await close();
      }
    },
  );
});
