import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  createSubmittableForm,
  createTestSession,
  runSourceCommand,
  startServiceProcess,
  testDatabases,
  type ServiceProcess,
  type TestSession,
} from '../testing/index.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const backupCommand = path.join(here, 'backup-command.ts');
const restoreCommand = path.join(here, 'restore-command.ts');
const databases = await testDatabases();
const sqlite = databases.find((database) => database.name === 'sqlite');
if (!sqlite) throw new Error('the SQLite test database is missing');
const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing from the CSA content');

function areaMarked(marker: string) {
  if (!hygiene) throw new Error('no personalHygiene');
  return {
    answers: fillAreaAnswers(hygiene, { needsHelp: true, text: () => marker }),
    lastStepIndex: 2,
    isComplete: true,
  };
}

const serviceEnvironment = {
  PORT: '0',
  HOST: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '1000000',
  DELIVERY_WORKER: 'off',
  RETENTION_SCHEDULE: 'off',
};

async function startReadyService(environment: Record<string, string>) {
  const server = startServiceProcess('server', { ...environment, ...serviceEnvironment });
  const baseUrl = `http://127.0.0.1:${await server.listeningPort}`;
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${baseUrl}/readyz`).catch(() => null);
    if (ready?.ok) break;
    if (attempt > 600 || server.child.exitCode !== null) throw new Error(server.output());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { server, baseUrl };
}

async function stopService(server: ServiceProcess) {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

function temporaryFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The embedded database is copied while the service runs and residents save and submit, put
 * into a new data folder by the restore command, and served from there by a new service.
 */
describe('npm run backup and npm run restore on sqlite', () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let environment: Record<string, string>;
  const residents: { session: TestSession; form: Assessment }[] = [];
  const toSubmit: { session: TestSession; form: Assessment }[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    ({
      app,
      close,
      databaseEnvironment: environment,
    } = await buildTestApp(sqlite, {
      MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000',
    }));
    for (let index = 0; index < 12; index += 1) {
      const session = await createTestSession(app);
      const created = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: session.headers,
        payload: { formTypeCode: 'CSA', formName: `Backed up ${index}`, pageCount: 3 },
      });
      residents.push({ session, form: created.json<{ data: Assessment }>().data });
      toSubmit.push({ session, form: await createSubmittableForm(app, session, `Sent ${index}`) });
    }
  }, 120_000);
  afterAll(async () => {
    await close?.();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it(
    'a backup taken during saves and submissions holds every save acknowledged before it began; the restored folder serves them, and a restore is refused while that service runs',
    { timeout: 240_000 },
    async () => {
      const backups = temporaryFolder('csa-backups-');
      folders.push(backups);
      const backupFile = path.join(backups, 'nightly.sqlite');
      const { server, baseUrl } = await startReadyService(environment);

      const acknowledged = new Map<string, { version: number; marker: string }>();
      const submitted = new Map<string, string>();
      let isStopped = false;
      let sent = 0;
      async function keepSaving(resident: (typeof residents)[number]) {
        let version = resident.form.version;
        for (let save = 0; !isStopped; save += 1) {
          const marker = `Save ${save} of ${resident.form.id}`;
          sent += 1;
          const response = await fetch(`${baseUrl}/internal/v1/form/${resident.form.id}`, {
            method: 'PUT',
            headers: { ...resident.session.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ version, dirtyFields: { personalHygiene: areaMarked(marker) } }),
          });
          const body = (await response.json()) as { data: Assessment };
          expect(response.status, JSON.stringify(body)).toBe(200);
          version = body.data.version;
          acknowledged.set(resident.form.id, { version, marker });
        }
      }
      async function submitOneByOne() {
        for (const resident of toSubmit) {
          if (isStopped) return;
          const response = await fetch(
            `${baseUrl}/internal/v1/form/${resident.form.id}/remoteSubmission`,
            {
              method: 'POST',
              headers: { ...resident.session.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ formModel: {}, dirtyModel: {}, pdfHtml: '' }),
            },
          );
          const body = (await response.json()) as { data: Assessment };
          expect(response.status, JSON.stringify(body)).toBe(200);
          submitted.set(resident.form.id, body.data.reference ?? '');
        }
      }

      let savedBeforeBackup: Map<string, { version: number; marker: string }>;
      let submittedBeforeBackup: Map<string, string>;
      let backup;
      try {
        const saving = Promise.all([...residents.map(keepSaving), submitOneByOne()]);
        while (acknowledged.size < residents.length || submitted.size < 3 || sent < 200) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        savedBeforeBackup = new Map(acknowledged);
        submittedBeforeBackup = new Map(submitted);
        const sentBeforeBackup = sent;
        backup = await runSourceCommand(backupCommand, [backupFile], environment);
        // The copy was taken with saves still arriving, not after they ended.
        const sentDuringBackup = sent - sentBeforeBackup;
        isStopped = true;
        await saving;
        expect(sentDuringBackup).toBeGreaterThan(0);
      } finally {
        isStopped = true;
        await stopService(server);
      }
      expect(backup.code, backup.stderr).toBe(0);
      const report = JSON.parse(backup.stdout) as {
        file: string;
        bytes: number;
        integrity: string;
        tables: Record<string, number>;
      };
      expect(report.file).toBe(backupFile);
      expect(report.bytes).toBe(fs.statSync(backupFile).size);
      expect(report.integrity).toBe('ok');
      expect(report.tables.form).toBeGreaterThanOrEqual(residents.length + toSubmit.length);
      expect(report.tables.app_user).toBeGreaterThanOrEqual(residents.length);
      // Nothing but the finished copy is left beside it.
      expect(fs.readdirSync(backups)).toEqual(['nightly.sqlite']);

      const restoredFolder = temporaryFolder('csa-restored-');
      folders.push(restoredFolder);
      const restoredEnvironment = { ...environment, DATA_DIR: restoredFolder };
      const restore = await runSourceCommand(restoreCommand, [backupFile], restoredEnvironment);
      expect(restore.code, restore.stderr).toBe(0);
      expect(JSON.parse(restore.stdout)).toMatchObject({
        restored: backupFile,
        database: path.join(restoredFolder, 'assessments.sqlite'),
        kept: null,
        tables: report.tables,
      });

      const restored = await startReadyService(restoredEnvironment);
      try {
        for (const resident of residents) {
          const last = savedBeforeBackup.get(resident.form.id);
          if (!last) throw new Error('a resident was never acknowledged');
          const response = await fetch(`${restored.baseUrl}/internal/v1/form/${resident.form.id}`, {
            headers: resident.session.headers,
          });
          expect(response.status).toBe(200);
          const form = ((await response.json()) as { data: Assessment }).data;
          // Saves acknowledged while the copy was being taken may be in it too: never older.
          expect(form.version).toBeGreaterThanOrEqual(last.version);
          if (form.version === last.version) expect(form.dirtyFields).toContain(last.marker);
        }
        for (const [formId, reference] of submittedBeforeBackup) {
          const resident = toSubmit.find((candidate) => candidate.form.id === formId);
          if (!resident) throw new Error('an unknown submission');
          const response = await fetch(`${restored.baseUrl}/internal/v1/form/${formId}`, {
            headers: resident.session.headers,
          });
          const form = ((await response.json()) as { data: Assessment }).data;
          expect(form.dateSubmitted).not.toBeNull();
          expect(form.reference).toBe(reference);
        }

        const refused = await runSourceCommand(restoreCommand, [backupFile], restoredEnvironment);
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe('');
        expect(refused.stderr).toContain('in use by another process');
        expect(fs.readdirSync(restoredFolder).filter((name) => name.includes('restore'))).toEqual(
          [],
        );
      } finally {
        await stopService(restored.server);
      }

      // Once the service has stopped, the same restore goes ahead and keeps the database it
      // replaces beside it.
      const second = await runSourceCommand(restoreCommand, [backupFile], restoredEnvironment);
      expect(second.code, second.stderr).toBe(0);
      const kept = (JSON.parse(second.stdout) as { kept: string }).kept;
      expect(path.dirname(kept)).toBe(restoredFolder);
      expect(path.basename(kept)).toMatch(/^assessments\.sqlite\.before-restore-\d{8}T\d{6}Z$/);
      expect(fs.readdirSync(restoredFolder).sort()).toEqual(
        ['assessments.sqlite', path.basename(kept)].sort(),
      );
    },
  );

  it('refuses a damaged or foreign file and leaves the data folder as it was', async () => {
    const work = temporaryFolder('csa-damaged-');
    folders.push(work);
    const good = path.join(work, 'good.sqlite');
    const made = await runSourceCommand(backupCommand, [good], environment);
    expect(made.code, made.stderr).toBe(0);
    const contents = fs.readFileSync(good);

    const truncated = path.join(work, 'truncated.sqlite');
    fs.writeFileSync(truncated, contents.subarray(0, Math.floor(contents.length / 2)));
    const scribbled = path.join(work, 'scribbled.sqlite');
    const damaged = Buffer.from(contents);
    // Page 2 onwards: the tables' pages, not the header SQLite reads first.
    damaged.fill(0x5a, 4096, Math.min(damaged.length, 4096 * 6));
    fs.writeFileSync(scribbled, damaged);
    const text = path.join(work, 'notes.txt');
    fs.writeFileSync(text, 'not a database at all\n'.repeat(100));
    const otherDatabase = path.join(work, 'other.sqlite');
    const foreign = new SQLite(otherDatabase);
    foreign.exec('create table t (x); insert into t values (1)');
    foreign.close();

    const target = temporaryFolder('csa-target-');
    folders.push(target);
    for (const [file, problem] of [
      [truncated, 'is not a usable backup'],
      [scribbled, 'is not a usable backup'],
      [text, 'is not a usable backup'],
      [otherDatabase, 'is not a backup of this service'],
      [path.join(work, 'missing.sqlite'), 'is not a usable backup'],
    ] as const) {
      const result = await runSourceCommand(restoreCommand, [file], {
        ...environment,
        DATA_DIR: target,
      });
      expect(result.code, `${file}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toContain(`${file} ${problem}`);
      expect(fs.readdirSync(target)).toEqual([]);
    }
  }, 120_000);

  it('refuses to write over an existing file, and says how to use it', async () => {
    const work = temporaryFolder('csa-existing-');
    folders.push(work);
    const existing = path.join(work, 'taken.sqlite');
    fs.writeFileSync(existing, 'precious');
    const [overwrite, bare] = await Promise.all([
      runSourceCommand(backupCommand, [existing], environment),
      runSourceCommand(backupCommand, [], environment),
    ]);
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain(`${existing} already exists`);
    expect(fs.readFileSync(existing, 'utf8')).toBe('precious');
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('usage: npm run backup -- <file>');
  }, 120_000);
});

const postgres = databases.find((database) => database.name === 'postgres');
describe.skipIf(!postgres)('npm run backup and npm run restore on postgres', () => {
  it('refuse, and say the database team backs PostgreSQL up', async () => {
    const environment = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
    const file = path.join(os.tmpdir(), `csa-never-${process.pid}.sqlite`);
    const [backup, restore] = await Promise.all([
      runSourceCommand(backupCommand, [file], environment),
      runSourceCommand(restoreCommand, [file], environment),
    ]);
    for (const result of [backup, restore]) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("point-in-time recovery of the council's PostgreSQL");
    }
    expect(fs.existsSync(file)).toBe(false);
  }, 120_000);
});
