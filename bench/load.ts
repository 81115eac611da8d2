/**
 * The save and read path under load, as ratios measured in one run. Starts a bare
 * Fastify 5 hello-world, the service on SQLite, the service on PostgreSQL (when reachable) and a
 * raw better-sqlite3 durable-update loop, each in its own process; drives GET and PUT of an
 * assessment with autocannon (100 connections, each its own resident and assessment, the
 * version read back from every answer so no save conflicts); probes /healthz on a connection of
 * its own while PUTs saturate the server. Prints every ratio with p50/p99, in two rounds whose
 * order alternates, and each server's CPU time per request (all its threads) as a multiple of
 * bare Fastify's: it tells a server that does more work per request from one that was starved
 * of a core by its neighbours, which a rate alone cannot. Then, for each service, saves and reads
 * at a fixed rate (100 and 1,000 a second, paced-load.ts) for the p99 of a save, and each of
 * issue 37's floors as met or missed. The targets run as one production bundle, built as the
 * server's own (bench/dist/load-target.mjs), under plain `node`.
 *
 *   npm --workspace @csa/bench run load [-- --duration 10 --connections 100 --rounds 2]
 *   npm --workspace @csa/bench run load -- --profile    # node --cpu-prof in each service
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { pathwayFor } from '@csa/questionnaire/content';
import { bundleServer } from '../apps/server/scripts/bundle-server.ts';
import { fillAreaAnswers } from '../apps/server/src/testing/fill-area-answers.ts';
import { completePersonalDetails } from '../apps/server/src/testing/form-test-data.ts';
import { testDatabases } from '../apps/server/src/testing/index.ts';
import type { ParentMessage, Resident, TargetKind, TargetMessage } from './load-target.ts';
import { pacedLoad, type PacedRequest, type PacedResult } from './paced-load.ts';
import { postgresServerCpuMicros } from './postgres-server-cpu.ts';
import { describeSaveBudget, saveChecksMicros } from './save-budget.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '2' },
    profile: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const seconds = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const here = path.dirname(fileURLToPath(import.meta.url));
const profileDir = values.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'csa-load-prof-')) : '';
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-load-logs-'));
process.on('exit', () => fs.rmSync(logDir, { recursive: true, force: true }));

/** A page of answers as the web app saves it (area-form's saveAreaStep): two areas answered in
 * full, each text box with a sentence or two, and the personal details, sent as JSON text in
 * `dirtyFields` with the version it was based on and nothing else. The version is filled in per
 * request. */
function saveBody(): { prefix: string; suffix: string; bytes: number } {
  const csa = pathwayFor('CSA');
  const text = (itemId: string) => `My daughter helps with ${itemId} most mornings.`;
  const dirtyFields: Record<string, unknown> = {};
  for (const topicId of ['personalHygiene', 'movingSafely']) {
    const topic = csa.topics.find((candidate) => candidate.id === topicId);
    if (!topic) throw new Error(`${topicId} is missing from the CSA content`);
    dirtyFields[topicId] = {
      answers: fillAreaAnswers(topic, { needsHelp: true, chooseAll: true, text }),
      lastStepIndex: 4,
      isComplete: true,
    };
  }
  dirtyFields.personalDetails = completePersonalDetails('CSA');
  const rest = JSON.stringify({ dirtyFields: JSON.stringify(dirtyFields) }).slice(1);
  const prefix = '{"version":';
  return { prefix, suffix: `,${rest}`, bytes: prefix.length + 2 + rest.length + 1 };
}
const body = saveBody();

interface Target {
  kind: TargetKind;
  child: ChildProcess;
  url: string;
  residents: Resident[];
  next: () => Promise<TargetMessage>;
  send: (message: ParentMessage) => void;
}

/** The targets are measured as production runs the service: one bundle built as the server's
 * own (apps/server/scripts/bundle-server.ts), run by plain `node` without a TypeScript loader.
 * It sits in bench/dist so that what it leaves external resolves from node_modules. */
const targetBundle = path.join(here, 'dist', 'load-target.mjs');
await bundleServer(path.dirname(targetBundle), [
  { in: path.join(here, 'load-target.ts'), out: 'load-target' },
]);

async function startTarget(kind: TargetKind): Promise<Target> {
  const execArgv: string[] = [];
  if (values.profile && (kind === 'sqlite' || kind === 'postgres')) {
    execArgv.push(
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
      `--cpu-prof-name=${kind}.cpuprofile`,
    );
  }
  // The services log every request, as in production; the lines go to a file, as they would
  // to a log collector, rather than to this terminal.
  const output = fs.openSync(path.join(logDir, `${kind}.log`), 'w');
  const child = fork(targetBundle, [kind], {
    execArgv,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['inherit', output, 'inherit', 'ipc'],
  });
  fs.closeSync(output);
  const inbox: TargetMessage[] = [];
  const waiting: ((message: TargetMessage) => void)[] = [];
  child.on('message', (message: TargetMessage) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code}`))),
  );
  exited.catch(() => undefined);
  const next = () =>
    Promise.race([
      inbox.length > 0
        ? Promise.resolve(inbox.shift() as TargetMessage)
        : new Promise<TargetMessage>((resolve) => waiting.push(resolve)),
      exited,
    ]);
  const send = (message: ParentMessage) => child.send(message);
  if (kind === 'sqlite' || kind === 'postgres') {
    send({
      type: 'setup',
      residents: Math.ceil(connections * 1.2),
      body: `${body.prefix}0${body.suffix}`,
    });
  }
  const ready = await next();
  if (ready.type !== 'ready') throw new Error(`${kind}: unexpected ${ready.type}`);
  return { kind, child, url: ready.url, residents: ready.residents, next, send };
}

async function stopTarget(target: Target) {
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  target.send({ type: 'close' });
  await exited;
}

interface Run {
  rate: number;
  p50: number;
  p99: number;
  refused: number;
  other: number;
  /** Answers other than 200 by status, and connection errors. */
  detail: string;
  /** The server process's CPU time (all its threads) per answered request, in microseconds. */
  cpuPerRequest: number;
  /** PostgreSQL's CPU time per answered request, for a service on it; NaN otherwise. */
  databaseCpuPerRequest: number;
  /** This process's (autocannon's) CPU time per answered request: the load generator shares
   * the cores with the server. */
  loadGeneratorCpuPerRequest: number;
}

function toRun({ result, cpuMicros, databaseCpuMicros, loadGeneratorCpuMicros }: Loaded): Run {
  const refused = result.statusCodeStats?.['503']?.count ?? 0;
  const answered = result['2xx'] + result.non2xx;
  return {
    cpuPerRequest: answered > 0 ? cpuMicros / answered : NaN,
    databaseCpuPerRequest: answered > 0 ? databaseCpuMicros / answered : NaN,
    loadGeneratorCpuPerRequest: answered > 0 ? loadGeneratorCpuMicros / answered : NaN,
    rate: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused,
    other: result.non2xx - refused + result.errors,
    detail: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => status !== '200' && status !== '503')
        .map(([status, stats]) => `${stats.count ?? 0}×${status}`),
      ...(result.errors ? [`${result.errors} errors (${result.timeouts} timeouts)`] : []),
    ].join(' '),
  };
}

/** The server's CPU time so far (user and system, all threads), in microseconds. Steadier
 * than a rate on a machine whose load generator shares the cores: a server slowed by a busy
 * neighbour answers fewer requests but spends about the same CPU on each. */
async function cpuOf(target: Target): Promise<number> {
  target.send({ type: 'cpu-read' });
  const answer = await target.next();
  if (answer.type !== 'cpu') throw new Error(`${target.kind}: expected cpu, got ${answer.type}`);
  return answer.micros;
}

interface Loaded {
  result: autocannon.Result;
  /** The server's CPU time during the run, in microseconds. */
  cpuMicros: number;
  /** PostgreSQL's, for a service on it; NaN otherwise. */
  databaseCpuMicros: number;
  /** This process's, all its threads: autocannon and the health probe. */
  loadGeneratorCpuMicros: number;
}

async function load(target: Target, options: autocannon.Options): Promise<Loaded> {
  const databaseCpu = target.kind === 'postgres' ? postgresServerCpuMicros : () => NaN;
  const databaseCpuBefore = databaseCpu();
  const cpuBefore = await cpuOf(target);
  const loadGeneratorBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error: unknown, finished) =>
      error
        ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }))
        : resolve(finished),
    );
  });
  const loadGenerator = process.cpuUsage(loadGeneratorBefore);
  return {
    result,
    loadGeneratorCpuMicros: loadGenerator.user + loadGenerator.system,
    cpuMicros: (await cpuOf(target)) - cpuBefore,
    databaseCpuMicros: databaseCpu() - databaseCpuBefore,
  };
}

/** Bare Fastify's GET and PUT, and, when it was given one (`servesAnswer`), its GET of a real
 * read's bytes. */
async function bareRuns(
  target: Target,
  servesAnswer: boolean,
): Promise<{ get: Run; put: Run; answer?: Run }> {
  const get = toRun(await load(target, { url: target.url }));
  const answer = servesAnswer
    ? toRun(await load(target, { url: `${target.url}/answer` }))
    : undefined;
  const put = toRun(
    await load(target, {
      url: target.url,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: `${body.prefix}2${body.suffix}`,
    }),
  );
  return { get, put, ...(answer ? { answer } : {}) };
}

/** No two requests in flight share an assessment, so no save meets a stale version: each
 * request takes a resident from a pool and gives it back with its answer's version. There are
 * more residents than connections, so a request lost to a timeout does not empty the pool. */
function residentPool(target: Target) {
  const free = [...target.residents];
  const inFlight = new Set<Resident>();
  return {
    take(context: Record<string, unknown>): Resident {
      const own = free.shift() ?? target.residents[0];
      if (!own) throw new Error('no residents');
      inFlight.add(own);
      context.resident = own;
      return own;
    },
    give(context: Record<string, unknown>, version?: number) {
      const own = context.resident as Resident | undefined;
      if (!own || !inFlight.delete(own)) return;
      if (version !== undefined) own.version = version;
      free.push(own);
    },
    /** A run ends with requests still in flight whose answers nobody reads: once the server
     * has finished them, read those assessments' versions back. */
    async settle() {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const own of inFlight) {
        const response = await fetch(`${target.url}/internal/v1/form/${own.formId}`, {
          headers: { authorization: own.authorization },
        });
        own.version = ((await response.json()) as { data: { version: number } }).data.version;
      }
    },
  };
}

async function serviceGet(target: Target, duration = seconds): Promise<Run> {
  const pool = residentPool(target);
  const loaded = await load(target, {
    url: target.url,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const own = pool.take(context as Record<string, unknown>);
          return {
            ...request,
            path: `/internal/v1/form/${own.formId}`,
            headers: { authorization: own.authorization },
          };
        },
        onResponse: (_status, _body, context) => pool.give(context as Record<string, unknown>),
      },
    ],
  });
  return toRun(loaded);
}

/** The version a save answered with, found without parsing the 7.6 KB answer: this process
 * shares the cores with the server, so what it spends on a request is taken from the server.
 * The only unescaped `"version":` in the answer is the assessment's own; the answers are JSON
 * text inside a string, so every quote in them is escaped. */
const versionPattern = /"version":(\d+)/;
function versionOf(answer: string): number {
  const found = versionPattern.exec(answer)?.[1];
  if (found === undefined) throw new Error(`no version in the answer: ${answer.slice(0, 200)}`);
  return Number(found);
}

async function servicePut(
  target: Target,
  duration = seconds,
  whenRunEnds?: () => Promise<void>,
): Promise<Run> {
  const pool = residentPool(target);
  const loaded = await load(target, {
    url: target.url,
    duration,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          const own = pool.take(context as Record<string, unknown>);
          return {
            ...request,
            path: `/internal/v1/form/${own.formId}`,
            headers: { authorization: own.authorization, 'content-type': 'application/json' },
            body: `${body.prefix}${own.version}${body.suffix}`,
          };
        },
        onResponse: (status, responseBody, context) => {
          pool.give(
            context as Record<string, unknown>,
            status === 200 ? versionOf(responseBody) : undefined,
          );
        },
      },
    ],
  });
  await whenRunEnds?.();
  await pool.settle();
  return toRun(loaded);
}

/** /healthz on a connection of its own, in a worker thread so the load generator's own busy
 * event loop does not add to what it measures: one request at a time, 20 ms apart. */
function probeHealth(url: string): {
  /** From now on: what came before (the connection being set up) is not counted. */
  measure: () => void;
  stop: () => Promise<HealthProbe>;
} {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const latencies = [];
    const sockets = new Set();
    let stopping = false;
    parentPort.on('message', (message) => {
      if (message === 'measure') latencies.length = 0;
      else stopping = true;
    });
    function once() {
      return new Promise((resolve) => {
        const started = process.hrtime.bigint();
        const request = http.get(workerData.url + '/healthz', { agent, timeout: 30000 }, (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        });
        request.on('socket', (socket) => sockets.add(socket));
        request.on('error', () => { latencies.push(30000); resolve(); });
        request.on('timeout', () => request.destroy());
      });
    }
    (async () => {
      while (!stopping) {
        await once();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      agent.destroy();
      parentPort.postMessage({ latencies, connections: sockets.size });
    })();
    `,
    { eval: true, workerData: { url } },
  );
  return {
    measure: () => worker.postMessage('measure'),
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (result: { latencies: number[]; connections: number }) => {
          const sorted = [...result.latencies].sort((a, b) => a - b);
          const at = (share: number) =>
            sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
          void worker.terminate();
          resolve({
            p50: at(0.5),
            p99: at(0.99),
            max: sorted.at(-1) ?? NaN,
            count: sorted.length,
            connections: result.connections,
          });
        });
        worker.postMessage('stop');
      }),
  };
}

interface HealthProbe {
  p50: number;
  p99: number;
  max: number;
  count: number;
  /** Connections the probe needed: more than one means one was closed under it. */
  connections: number;
}

interface ServiceRuns {
  get: Run;
  put: Run;
  health: HealthProbe;
  stats: Extract<TargetMessage, { type: 'stats' }>;
  /** The service's own view of the GET run. */
  getStats: Extract<TargetMessage, { type: 'stats' }>;
  /** Saves and reads at a fixed rate (`fixedRate`). */
  fixed: { get: PacedResult; put: PacedResult };
}

async function readStats(target: Target): Promise<ServiceRuns['stats']> {
  target.send({ type: 'stats-read' });
  const answer = await target.next();
  if (answer.type !== 'stats') throw new Error('expected stats');
  return answer;
}

async function serviceRuns(target: Target): Promise<ServiceRuns> {
  target.send({ type: 'stats-reset' });
  const get = await serviceGet(target);
  const getStats = await readStats(target);
  target.send({ type: 'stats-reset' });
  // The probe's connection is open and in use before the saves start, as a load balancer's
  // would be: one opened in the same instant as autocannon's 100 connections waited up to 1.5 s
  // for its first answer, which measured connection set-up rather than the server.
  const probe = probeHealth(target.url);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  probe.measure();
  let health: HealthProbe = { p50: NaN, p99: NaN, max: NaN, count: 0, connections: 0 };
  let stats: ServiceRuns['stats'] | undefined;
  const put = await servicePut(target, seconds, async () => {
    health = await probe.stop();
    stats = await readStats(target);
  });
  if (!stats) throw new Error('no stats');
  const fixed = await fixedRateRuns(target);
  return { get, put, health, stats, getStats, fixed };
}

/** Issue 37's fixed-rate floor: saves at 100 a second with reads at 1,000 a second alongside,
 * each sent on time whatever the server does (paced-load.ts), as a busy borough's peak would
 * send them (about ten times its expected rate); a save's p99 must stay within 50 ms. */
const fixedRate = { saves: 100, reads: 1000 };

async function fixedRateRuns(target: Target): Promise<{ get: PacedResult; put: PacedResult }> {
  // A save takes a resident none of whose saves is in flight, so none meets a stale version.
  const free = [...target.residents];
  // Each save's resident, by the very request object pacedLoad hands back with its answer.
  const saving = new Map<PacedRequest, Resident>();
  let reads = 0;
  const [get, put] = await pacedLoad(target.url, seconds, [
    {
      rate: fixedRate.reads,
      next: () => {
        const own = target.residents[reads++ % target.residents.length];
        if (!own) return undefined;
        return {
          method: 'GET',
          path: `/internal/v1/form/${own.formId}`,
          headers: { authorization: own.authorization },
        };
      },
    },
    {
      rate: fixedRate.saves,
      next: () => {
        const own = free.shift();
        if (!own) return undefined;
        const request: PacedRequest = {
          method: 'PUT',
          path: `/internal/v1/form/${own.formId}`,
          headers: { authorization: own.authorization, 'content-type': 'application/json' },
          body: `${body.prefix}${own.version}${body.suffix}`,
        };
        saving.set(request, own);
        return request;
      },
      answered: (request, status, answer) => {
        const own = saving.get(request);
        saving.delete(request);
        // A save that failed leaves its resident's version unknown: it is not used again.
        if (!own || status !== 200) return;
        own.version = versionOf(answer);
        free.push(own);
      },
    },
  ]);
  if (!get || !put) throw new Error('paced load: a stream is missing');
  return { get, put };
}

interface RawPostgres {
  reads: number;
  updates: number;
}

async function rawPostgresRun(target: Target): Promise<RawPostgres> {
  // Reads for half the time, then updates: the same time in all as one service run.
  target.send({ type: 'raw-run', seconds: 2 * seconds });
  const result = await target.next();
  if (result.type !== 'raw-postgres-result') throw new Error('raw-postgres: unexpected answer');
  return { reads: result.reads / result.seconds, updates: result.updates / result.seconds };
}

async function rawRun(target: Target): Promise<number> {
  target.send({ type: 'raw-run', seconds });
  const result = await target.next();
  if (result.type !== 'raw-result') throw new Error('raw: unexpected answer');
  return result.updates / result.seconds;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const perSecond = (value: number) => `${Math.round(value)}/s`;
const micros = (value: number) => `${Math.round(value)} µs`;
const times = (part: number, whole: number) => `${(part / whole).toFixed(1)}×`;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const pacedSummary = (name: string, result: PacedResult) =>
  `${name} ${perSecond(result.rate)} answered (p50 ${ms(result.p50)}, p99 ${ms(result.p99)} from when each was due${result.failures.length ? `; FAILED: ${result.failures.join(' ')}` : ''})`;
const latency = (run: Run) => `p50 ${ms(run.p50)}, p99 ${ms(run.p99)}`;
const failures = (run: Run) =>
  (run.refused ? `, ${run.refused} refused (503)` : '') +
  (run.other ? `, ${run.other} OTHER FAILURES: ${run.detail}` : '');
/** On SQLite, how many reads shared each batch (one read transaction, one turn's answers). */
const perBatch = (stats: ServiceRuns['stats']) =>
  stats.readBatches ? `; ${(stats.reads / stats.readBatches).toFixed(1)} reads a batch` : '';

interface Floor {
  name: string;
  figure: string;
  met: boolean;
}

/** Issue 37's floors for one service in one round, from the same round's references. */
function floorsOf(
  kind: TargetKind,
  runs: ServiceRuns,
  references: { bare: { get?: Run }; raw: number },
): Floor[] {
  const floors: Floor[] = [];
  const { get: bareGet } = references.bare;
  if (bareGet) {
    const share = runs.get.rate / bareGet.rate;
    floors.push({ name: 'GET ≥ 25% of bare', figure: percent(share, 1), met: share >= 0.25 });
  }
  if (kind === 'sqlite' && !Number.isNaN(references.raw)) {
    const share = runs.put.rate / references.raw;
    floors.push({ name: 'PUT ≥ 30% of raw', figure: percent(share, 1), met: share >= 0.3 });
  }
  floors.push({
    name: '/healthz p99 ≤ 100 ms while saves saturate',
    figure: ms(runs.health.p99),
    met: runs.health.p99 <= 100,
  });
  const fixedPut = runs.fixed.put;
  floors.push({
    name: `save p99 ≤ 50 ms at ${fixedRate.saves}/s beside ${fixedRate.reads} reads/s`,
    figure: `${ms(fixedPut.p99)} at ${perSecond(fixedPut.rate)}`,
    // The rate must be met too: a server that answers fewer saves than were asked for is not
    // holding the floor, however quick each one.
    met: fixedPut.p99 <= 50 && fixedPut.rate >= 0.95 * fixedRate.saves && !fixedPut.failures.length,
  });
  return floors;
}

const postgresReachable = (await testDatabases()).some((database) => database.name === 'postgres');
const kinds: TargetKind[] = [
  'bare',
  'raw',
  'sqlite',
  ...(postgresReachable ? ['postgres' as const, 'raw-postgres' as const] : []),
];
const wanted = values.only ? kinds.filter((kind) => values.only?.split(',').includes(kind)) : kinds;

console.log(
  `load: ${connections} connections, ${seconds} s per run, ${rounds} rounds; save body ${body.bytes} bytes; ` +
    `${os.cpus().length} cores; Node ${process.version}`,
);
const targets = new Map<TargetKind, Target>();
for (const kind of wanted) targets.set(kind, await startTarget(kind));

// The bare server is given the bytes of a real read, to serve as they are: the ceiling of a GET
// that sends the same answer.
const bareTarget = targets.get('bare');
const answerSource = targets.get('sqlite') ?? targets.get('postgres');
const bareServesAnswer = Boolean(bareTarget && answerSource);
if (bareTarget && answerSource) {
  const resident = answerSource.residents[0];
  if (!resident) throw new Error('no residents');
  const response = await fetch(`${answerSource.url}/internal/v1/form/${resident.formId}`, {
    headers: { authorization: resident.authorization },
  });
  bareTarget.send({ type: 'answer', body: await response.text() });
  if ((await bareTarget.next()).type !== 'answer-set') throw new Error('bare: answer not set');
}

// Warm up each server (JIT, caches) before anything is measured.
for (const target of targets.values()) {
  if (target.kind === 'bare') await load(target, { url: target.url, duration: 1 });
  if (target.kind === 'bare' && bareServesAnswer)
    await load(target, { url: `${target.url}/answer`, duration: 1 });
  if (target.kind === 'sqlite' || target.kind === 'postgres') {
    await serviceGet(target, 1);
    await servicePut(target, 1);
  }
}

// The save's checks alone, timed here while no server is loaded: the least a save can cost the
// service beyond receiving its body (save-budget.ts).
const checksMicros = targets.has('postgres')
  ? saveChecksMicros(`${body.prefix}1${body.suffix}`)
  : NaN;

let totalOtherFailures = 0;
let missedFloors = 0;
for (let round = 1; round <= rounds; round += 1) {
  const order = round % 2 === 1 ? [...targets.values()] : [...targets.values()].reverse();
  const bare: Partial<{ get: Run; put: Run; answer: Run }> = {};
  let raw = NaN;
  let rawPostgres: RawPostgres | undefined;
  const service = new Map<TargetKind, ServiceRuns>();
  for (const target of order) {
    if (target.kind === 'bare') Object.assign(bare, await bareRuns(target, bareServesAnswer));
    else if (target.kind === 'raw') raw = await rawRun(target);
    else if (target.kind === 'raw-postgres') rawPostgres = await rawPostgresRun(target);
    else service.set(target.kind, await serviceRuns(target));
  }
  console.log(`\nround ${round} (order: ${order.map((target) => target.kind).join(', ')})`);
  if (bare.get && bare.put) {
    console.log(
      `  bare Fastify hello-world   GET ${perSecond(bare.get.rate)} (${latency(bare.get)}; CPU ${micros(bare.get.cpuPerRequest)} a request)`,
    );
    console.log(
      `                             PUT ${perSecond(bare.put.rate)} (${latency(bare.put)}; CPU ${micros(bare.put.cpuPerRequest)} a request, the load generator's ${micros(bare.put.loadGeneratorCpuPerRequest)}), same ${body.bytes}-byte body`,
    );
  }
  if (bare.answer) {
    console.log(
      `  bare Fastify, a read's bytes GET ${perSecond(bare.answer.rate)} = ${bare.get ? percent(bare.answer.rate, bare.get.rate) : '?'} of bare (${latency(bare.answer)}; CPU ${micros(bare.answer.cpuPerRequest)} a request), the same answer as a resident's read`,
    );
  }
  if (!Number.isNaN(raw)) {
    console.log(
      `  raw better-sqlite3         ${perSecond(raw)} durable updates (WAL, synchronous=FULL, one commit each)`,
    );
  }
  if (rawPostgres) {
    console.log(
      `  raw pg (pool of 10)        ${perSecond(rawPostgres.reads)} prepared key reads, ${perSecond(rawPostgres.updates)} durable updates (one commit each)`,
    );
  }
  for (const [kind, runs] of service) {
    totalOtherFailures += runs.get.other + runs.put.other;
    const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const getRatios = [
      bare.get ? `${percent(runs.get.rate, bare.get.rate)} of bare` : '',
      bare.answer
        ? `${percent(runs.get.rate, bare.answer.rate)} of bare sending the same bytes`
        : '',
      kind === 'postgres' && rawPostgres
        ? `${percent(runs.get.rate, rawPostgres.reads)} of raw pg reads`
        : '',
    ].filter(Boolean);
    const getRatio = getRatios.length ? ` = ${getRatios.join(', ')}` : '';
    console.log(
      `  ${name.padEnd(10)} GET /form/{id}  ${perSecond(runs.get.rate)}${getRatio} (${latency(runs.get)}${failures(runs.get)})${perBatch(runs.getStats)}`,
    );
    const putRatios = [
      bare.get ? `${percent(runs.put.rate, bare.get.rate)} of bare` : '',
      bare.put ? `${percent(runs.put.rate, bare.put.rate)} of bare PUT` : '',
      kind === 'sqlite' && !Number.isNaN(raw)
        ? `${percent(runs.put.rate, raw)} of raw durable`
        : '',
      kind === 'postgres' && rawPostgres
        ? `${percent(runs.put.rate, rawPostgres.updates)} of raw pg durable`
        : '',
    ].filter(Boolean);
    console.log(
      `  ${''.padEnd(10)} PUT /form/{id}  ${perSecond(runs.put.rate)}${putRatios.length ? ` = ${putRatios.join(', ')}` : ''} (${latency(runs.put)}${failures(runs.put)})`,
    );
    const cpuRatios = [
      bare.get ? `GET ${times(runs.get.cpuPerRequest, bare.get.cpuPerRequest)} bare's` : '',
      bare.answer
        ? `${times(runs.get.cpuPerRequest, bare.answer.cpuPerRequest)} bare's sending the same bytes`
        : '',
      bare.put ? `PUT ${times(runs.put.cpuPerRequest, bare.put.cpuPerRequest)} bare's PUT` : '',
    ].filter(Boolean);
    console.log(
      `  ${''.padEnd(10)} CPU a request: GET ${micros(runs.get.cpuPerRequest)}, PUT ${micros(runs.put.cpuPerRequest)}${cpuRatios.length ? ` = ${cpuRatios.join(', ')}` : ''}${kind === 'postgres' ? ` (this process); the database server's: GET ${micros(runs.get.databaseCpuPerRequest)}, PUT ${micros(runs.put.databaseCpuPerRequest)}` : ''}`,
    );
    console.log(
      `  ${''.padEnd(10)} /healthz during the PUTs: p50 ${ms(runs.health.p50)}, p99 ${ms(runs.health.p99)}, max ${ms(runs.health.max)} (${runs.health.count} probes on ${runs.health.connections} connection${runs.health.connections === 1 ? '' : 's'})`,
    );
    console.log(
      `  ${''.padEnd(10)} at a fixed rate, ${fixedRate.saves} saves/s with ${fixedRate.reads} reads/s: ${pacedSummary('PUT', runs.fixed.put)}, ${pacedSummary('GET', runs.fixed.get)}`,
    );
    const floors = floorsOf(kind, runs, { bare, raw });
    console.log(
      `  ${''.padEnd(10)} issue 37's floors: ${floors.map((floor) => `${floor.name} ${floor.figure} ${floor.met ? 'met' : 'MISSED'}`).join('; ')}`,
    );
    missedFloors += floors.filter((floor) => !floor.met).length;
    const perCommit = runs.stats.commits
      ? `; ${(runs.stats.saves / runs.stats.commits).toFixed(1)} saves per commit`
      : '';
    console.log(
      `  ${''.padEnd(10)} service event loop delay during the PUTs: p99 ${ms(runs.stats.loopDelayP99Ms)}, max ${ms(runs.stats.loopDelayMaxMs)}${perCommit}`,
    );
    if (kind === 'postgres' && bare.get && bare.put) {
      const budget = describeSaveBudget({
        cores: os.cpus().length,
        bareGetRate: bare.get.rate,
        databaseMicros: runs.put.databaseCpuPerRequest,
        loadGeneratorMicros: runs.put.loadGeneratorCpuPerRequest,
        barePutMicros: bare.put.cpuPerRequest,
        checksMicros,
        serviceMicros: runs.put.cpuPerRequest,
      });
      console.log(budget.replace(/^/gm, `  ${''.padEnd(10)} PUT `));
    }
  }
}

for (const target of targets.values()) await stopTarget(target);
if (values.profile) console.log(`\nCPU profiles of the services: ${profileDir}`);
if (missedFloors > 0) console.log(`\n${missedFloors} of issue 37's floors missed (see each round)`);
if (totalOtherFailures > 0) {
  console.log(`\n${totalOtherFailures} requests failed other than by load shedding`);
  process.exitCode = 1;
}
