import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/index.ts';
import { backupSqlite } from './backup-sqlite.ts';
import { UnusableBackupError } from './check-sqlite-backup.ts';
import { DatabaseInUseError, compactTime, restoreSqlite } from './restore-sqlite.ts';
import { sqliteFileIn } from './sqlite-file.ts';

const databases = await testDatabases();
const found = databases.find((database) => database.name === 'sqlite');
if (!found) throw new Error('the SQLite test database is missing');
const sqlite = found;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
function temporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-restore-'));
  folders.push(folder);
  return folder;
}

/** A backup of a fresh service database holding `forms` assessments rows. */
async function backupWithForms(forms: number): Promise<string> {
  const handle = await sqlite.open();
  try {
    const file = sqliteFileIn(handle.options.dataDir);
    const writer = new SQLite(file);
    const insert = writer.prepare(
      `insert into form (id, owner_id, form_type_code, form_name, title, dirty_fields,
        date_created, last_updated, page_count, last_valid_page, all_pages_validated)
       values (?, null, 'CSA', 'F', 'T', '{}', '2031-01-01', '2031-01-01', 3, 0, 0)`,
    );
    for (let index = 0; index < forms; index += 1) insert.run(`form-${index}`);
    writer.close();
    const target = path.join(temporaryFolder(), `with-${forms}.sqlite`);
    await backupSqlite(file, target);
    return target;
  } finally {
    await handle.close();
  }
}

function formsIn(file: string): number {
  const database = new SQLite(file, { readonly: true });
  try {
    return database.prepare('select count(*) from form').pluck().get() as number;
  } finally {
    database.close();
  }
}

describe('restoring a backup of the embedded database', () => {
  it('puts the backup in place and keeps the database it replaces, named by the time', async () => {
    const [older, newer] = [await backupWithForms(2), await backupWithForms(5)];
    const dataDir = temporaryFolder();
    expect(restoreSqlite(dataDir, older)).toMatchObject({ kept: null });
    const report = restoreSqlite(dataDir, newer, () => new Date('2031-03-01T02:03:04.567Z'));
    const kept = path.join(dataDir, 'assessments.sqlite.before-restore-20310301T020304Z');
    expect(report).toMatchObject({
      restored: newer,
      database: sqliteFileIn(dataDir),
      kept,
      integrity: 'ok',
    });
    expect(report.tables.form).toBe(5);
    expect(formsIn(sqliteFileIn(dataDir))).toBe(5);
    expect(formsIn(kept)).toBe(2);
  });

  it('refuses while another connection has the database open, and changes nothing', async () => {
    const backup = await backupWithForms(1);
    const dataDir = temporaryFolder();
    restoreSqlite(dataDir, backup);
    const service = new SQLite(sqliteFileIn(dataDir));
    service.pragma('journal_mode = WAL');
    // A connection takes its lock at its first read, as the service does on starting (its
    // migrations), and keeps it while open, idle or not.
    service.prepare('select count(*) from form').get();
    try {
      expect(() => restoreSqlite(dataDir, backup)).toThrow(DatabaseInUseError);
      expect(() => restoreSqlite(dataDir, backup)).toThrow(
        `${sqliteFileIn(dataDir)} is in use by another process`,
      );
      expect(fs.readdirSync(dataDir).filter((name) => name.includes('restor'))).toEqual([]);
    } finally {
      service.close();
    }
  });

  it('refuses a log left without its database', async () => {
    const backup = await backupWithForms(1);
    const dataDir = temporaryFolder();
    fs.writeFileSync(`${sqliteFileIn(dataDir)}-wal`, 'left over');
    expect(() => restoreSqlite(dataDir, backup)).toThrow(
      `${sqliteFileIn(dataDir)}-wal is left from an earlier run; move it away`,
    );
    expect(fs.readdirSync(dataDir)).toEqual(['assessments.sqlite-wal']);
  });

  it('checks the backup before touching the data folder', () => {
    const dataDir = temporaryFolder();
    const empty = path.join(temporaryFolder(), 'empty.sqlite');
    new SQLite(empty).close();
    expect(() => restoreSqlite(dataDir, empty)).toThrow(UnusableBackupError);
    expect(() => restoreSqlite(dataDir, empty)).toThrow(
      `${empty} is not a backup of this service: it has no kysely_migration or form table`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('names times so that they sort, without separators a file system may refuse', () => {
    expect(compactTime(new Date('2031-12-09T23:05:59.999Z'))).toBe('20311209T230559Z');
  });
});
