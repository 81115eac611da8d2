/**
 * One side of `load.ts`, run as its own process so that it has a core to itself while the load
 * generator uses the other: `bare` (a Fastify 5 hello-world), `sqlite` or `postgres` (the real
 * service on a throw-away database, with residents who each own an assessment holding a page of
 * answers) or `raw` (a better-sqlite3 loop updating a ~7 KB row, one durable commit each).
 * Speaks to its parent over IPC: says `ready` with what the load needs, then runs the raw loop
 * or closes when told.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  buildTestApp,
  createTestSession,
  postgresUrl,
  testDatabases,
} from '../apps/server/src/testing/index.ts';

export type TargetKind = 'bare' | 'sqlite' | 'postgres' | 'raw' | 'raw-postgres';

export interface Resident {
  authorization: string;
  formId: string;
  version: number;
}

export type TargetMessage =
  | { type: 'ready'; url: string; residents: Resident[] }
  | { type: 'answer-set' }
  /** This process's CPU time so far, user and system, in microseconds (all its threads). */
  | { type: 'cpu'; micros: number }
  | { type: 'raw-result'; updates: number; seconds: number }
  | { type: 'raw-postgres-result'; reads: number; updates: number; seconds: number }
  | {
      type: 'stats';
      loopDelayP99Ms: number;
      loopDelayMaxMs: number;
      commits: number;
      saves: number;
      /** On SQLite, read batches run and reads in them (sqlite-read-batch.ts). */
      readBatches: number;
      reads: number;
    };

export type ParentMessage =
  | { type: 'close' }
  | { type: 'cpu-read' }
  | { type: 'raw-run'; seconds: number }
  | { type: 'stats-reset' }
  | { type: 'stats-read' }
  | { type: 'setup'; residents: number; body: string }
  /** For `bare`: the bytes of a real answer to serve at `GET /answer`. */
  | { type: 'answer'; body: string };

const kind = process.argv[2] as TargetKind;

function send(message: TargetMessage) {
  process.send?.(message);
}

// Messages are queued as they arrive, so none is lost while this process is busy.
const inbox: ParentMessage[] = [];
const waiting: ((message: ParentMessage) => void)[] = [];
process.on('message', (message: ParentMessage) => {
  const waiter = waiting.shift();
  if (waiter) waiter(message);
  else inbox.push(message);
});

/** Answers a `cpu-read`; true if the message was one. */
function answeredCpuRead(message: ParentMessage): boolean {
  if (message.type !== 'cpu-read') return false;
  const { user, system } = process.cpuUsage();
  send({ type: 'cpu', micros: user + system });
  return true;
}

function nextMessage(): Promise<ParentMessage> {
  const queued = inbox.shift();
  if (queued) return Promise.resolve(queued);
  return new Promise((resolve) => waiting.push(resolve));
}

async function serveBare() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  // The same hello-world behind a PUT that reads the same JSON body as the service's save.
  app.put('/', async () => ({ hello: 'world' }));
  // The bytes of a resident's read, sent as they are: what a read would cost with no
  // authentication, no database and no hooks, the ceiling for the service's GET.
  let answer = Buffer.alloc(0);
  app.get('/answer', (_request, reply) => {
    void reply.type('application/json; charset=utf-8').send(answer);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  send({ type: 'ready', url, residents: [] });
  for (;;) {
    const message = await nextMessage();
    if (message.type === 'close') break;
    if (answeredCpuRead(message)) continue;
    if (message.type === 'answer') {
      answer = Buffer.from(message.body);
      send({ type: 'answer-set' });
    }
  }
  await app.close();
}

async function serveService(name: 'sqlite' | 'postgres') {
  const setup = await nextMessage();
  if (setup.type !== 'setup') throw new Error('expected setup');
  const database = (await testDatabases()).find((candidate) => candidate.name === name);
  if (!database) throw new Error(`${name} is not reachable`);
  const { app, close } = await buildTestApp(database, {
    // As residents get it: production's headers, and a line logged for every request (to a
    // file: load.ts gives this process one for its output).
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000000',
    MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000',
    // Production's shedding (the tests' default turns it off).
    SAVE_SHEDDING_EVENT_LOOP_DELAY_MS: '50',
    ...(process.env.LOAD_ENVIRONMENT
      ? (JSON.parse(process.env.LOAD_ENVIRONMENT) as Record<string, string>)
      : {}),
  });
  const residents: Resident[] = [];
  for (let index = 0; index < setup.residents; index += 1) {
    const { headers } = await createTestSession(app);
    const created = await app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers,
      payload: { formTypeCode: 'CSA', formName: `Load ${index}`, pageCount: 3 },
    });
    const formId = created.json<{ data: { id: string } }>().data.id;
    const save = () =>
      app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${formId}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: setup.body.replace('"version":0', '"version":1'),
      });
    let saved = await save();
    // Start-up's work counts in the shedding's first sample: saved again, as the web app would.
    while (saved.statusCode === 503) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      saved = await save();
    }
    if (saved.statusCode !== 200) throw new Error(`setup save: ${saved.statusCode} ${saved.body}`);
    const { version } = saved.json<{ data: { version: number } }>().data;
    residents.push({ authorization: headers.authorization, formId, version });
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  send({ type: 'ready', url, residents });
  // The service's own view of a run: how late its event loop ran, and on SQLite how many saves
  // each commit carried and how many reads each batch.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const counts = () => ({
    ...(app.sqlite?.groupCommit.counts ?? { batches: 0, writes: 0 }),
    readBatches: app.sqlite?.reads.counts.batches ?? 0,
    reads: app.sqlite?.reads.counts.reads ?? 0,
  });
  let start = { ...counts() };
  for (;;) {
    const message = await nextMessage();
    if (message.type === 'close') break;
    if (answeredCpuRead(message)) continue;
    if (message.type === 'stats-reset') {
      loopDelay.reset();
      start = { ...counts() };
    } else if (message.type === 'stats-read') {
      const now = counts();
      send({
        type: 'stats',
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
        commits: now.batches - start.batches,
        saves: now.writes - start.writes,
        readBatches: now.readBatches - start.readBatches,
        reads: now.reads - start.reads,
      });
    }
  }
  loopDelay.disable();
  await close();
}

/** The durable ceiling: what better-sqlite3 alone does with one commit per update of a ~7 KB
 * row, with the service's own settings (WAL, synchronous=FULL). */
async function rawLoop() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-load-raw-'));
  const db = new SQLite(path.join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('create table form (id integer primary key, version integer, body text)');
  const rows = 100;
  const body = 'x'.repeat(7 * 1024);
  const insert = db.prepare('insert into form (id, version, body) values (?, 1, ?)');
  for (let id = 0; id < rows; id += 1) insert.run(id, body);
  const update = db.prepare(
    'update form set body = ?, version = version + 1 where id = ? and version = ?',
  );
  const versions = new Array<number>(rows).fill(1);
  send({ type: 'ready', url: '', residents: [] });
  for (;;) {
    const message = await nextMessage();
    if (message.type === 'close') break;
    if (message.type !== 'raw-run') continue;
    const started = process.hrtime.bigint();
    const deadline = started + BigInt(Math.round(message.seconds * 1e9));
    let updates = 0;
    while (process.hrtime.bigint() < deadline) {
      const id = updates % rows;
      // A different text each time, as a save would bring.
      const changed = `${updates}${body.slice(String(updates).length)}`;
      const result = update.run(changed, id, versions[id]);
      if (result.changes !== 1) throw new Error('raw update lost');
      versions[id] = (versions[id] ?? 0) + 1;
      updates += 1;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    send({ type: 'raw-result', updates, seconds });
  }
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

/** PostgreSQL's ceilings on this machine, measured beside the service: what the pg driver alone
 * does with the service's pool size (10) and 100 callers, each with its own ~7 KB row, all
 * statements prepared: a primary-key read of the row (a signed-in GET makes two such reads, the
 * session and the assessment), then an update of it with one commit each (what a save costs
 * without group commit). */
async function rawPostgresLoop() {
  const schema = `load_raw_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({
    connectionString: postgresUrl,
    max: 10,
    options: `-c search_path=${schema}`,
  });
  const rows = 100;
  const body = 'x'.repeat(7 * 1024);
  await pool.query('create table form (id integer primary key, version integer, body text)');
  for (let id = 0; id < rows; id += 1) {
    await pool.query('insert into form (id, version, body) values ($1, 1, $2)', [id, body]);
  }
  const versions = new Array<number>(rows).fill(1);
  send({ type: 'ready', url: '', residents: [] });
  const during = async (seconds: number, work: (id: number, count: number) => Promise<void>) => {
    const deadline = Date.now() + seconds * 1000;
    let count = 0;
    await Promise.all(
      Array.from({ length: rows }, async (_, id) => {
        while (Date.now() < deadline) {
          await work(id, count);
          count += 1;
        }
      }),
    );
    return count;
  };
  for (;;) {
    const message = await nextMessage();
    if (message.type === 'close') break;
    if (message.type !== 'raw-run') continue;
    const half = message.seconds / 2;
    const reads = await during(half, async (id) => {
      await pool.query({ name: 'read', text: 'select * from form where id = $1', values: [id] });
    });
    const updates = await during(half, async (id, count) => {
      const changed = `${count}${body.slice(String(count).length)}`;
      const result = await pool.query({
        name: 'update',
        text: 'update form set body = $1, version = version + 1 where id = $2 and version = $3',
        values: [changed, id, versions[id]],
      });
      if (result.rowCount !== 1) throw new Error('raw update lost');
      versions[id] = (versions[id] ?? 0) + 1;
    });
    send({ type: 'raw-postgres-result', reads, updates, seconds: half });
  }
  await pool.end();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}

if (kind === 'bare') await serveBare();
else if (kind === 'raw') await rawLoop();
else if (kind === 'raw-postgres') await rawPostgresLoop();
else await serveService(kind);
process.disconnect?.();
