/**
 * Idle memory of the service as an operator starts it: runs `./start.sh` (build, then serve;
 * the README's command after `npm install`) on a fresh SQLite database and a free port, waits until /readyz answers and the memory of
 * every process it left running has settled, and prints the resident set size (RSS) of each
 * process of that tree and their sum. The reference, measured in the same run: a bare `node`
 * process that does nothing, so the ratio says how many idle Node.js processes' worth of
 * memory the service costs. Measured twice in one run: once settled after start-up (the PDF
 * worker still warm from its start-up render), and again once that worker has been idle for
 * PDF_WORKER_IDLE_SECONDS (`--pdf-idle-seconds`, 300 in service; 10 here so the run is short)
 * and has been stopped.
 *
 *   npm --workspace @csa/bench run memory [-- --command "npm start" --pdf-idle-seconds 10]
 *
 * Linux only: it reads /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    command: { type: 'string', default: './start.sh' },
    /** Longest wait for the build and start-up, in seconds. */
    timeout: { type: 'string', default: '600' },
    'pdf-idle-seconds': { type: 'string', default: '10' },
  },
});

interface ProcessMemory {
  pid: number;
  command: string;
  rssKb: number;
}

/** The parent of every process, from /proc/<pid>/stat (the field after the closing ')'). */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

function memoryOf(pid: number): ProcessMemory | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    const command = fs
      .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((part) => part.replace(repositoryRoot + path.sep, ''))
      .join(' ');
    return rss === undefined ? null : { pid, command, rssKb: Number(rss) };
  } catch {
    return null;
  }
}

/** The process and all its descendants. */
function tree(root: number): ProcessMemory[] {
  const children = parents();
  const found: ProcessMemory[] = [];
  const waiting = [root];
  while (waiting.length > 0) {
    const pid = waiting.shift() as number;
    const memory = memoryOf(pid);
    if (memory) found.push(memory);
    waiting.push(...(children.get(pid) ?? []));
  }
  return found;
}

const total = (processes: ProcessMemory[]) =>
  processes.reduce((sum, process) => sum + process.rssKb, 0);
const megabytes = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until the tree's total RSS has moved less than 1 MB over five one-second samples:
 * the start-up's own work (the gazetteer load, the PDF worker's warm-up) is over. */
async function settledTree(root: number): Promise<ProcessMemory[]> {
  const totals: number[] = [];
  for (let second = 0; second < 120; second += 1) {
    totals.push(total(tree(root)));
    const recent = totals.slice(-5);
    if (recent.length === 5 && Math.max(...recent) - Math.min(...recent) < 1024) break;
    await sleep(1000);
  }
  return tree(root);
}

async function stop(child: ChildProcess, root: number): Promise<void> {
  const left = tree(root).map((process) => process.pid);
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
  }
  // npm forwards the signal to its script; anything that still lingers is ended by its pid.
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

const pdfIdleSeconds = Number(values['pdf-idle-seconds']);

async function measureService(
  command: string,
): Promise<{ afterStart: ProcessMemory[]; afterIdle: ProcessMemory[] }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-bench-memory-'));
  const child = spawn(command, {
    cwd: repositoryRoot,
    shell: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PDF_WORKER_IDLE_SECONDS: String(pdfIdleSeconds),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const root = child.pid as number;
  try {
    const deadline = Date.now() + Number(values.timeout) * 1000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`${command} was not ready in time`);
      const isReady = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (isReady) break;
      await sleep(500);
    }
    // The shell `spawn` wraps the command in is ours, not the service's: leave it out.
    const ours = (entries: ProcessMemory[]) => entries.filter((entry) => entry.pid !== root);
    const afterStart = ours(await settledTree(root));
    // The warm-up render ended before the tree settled: the worker's idle time has begun.
    await sleep((pdfIdleSeconds + 2) * 1000);
    return { afterStart, afterIdle: ours(await settledTree(root)) };
  } finally {
    await stop(child, root);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureBareNode(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  await sleep(2000);
  const rssKb = memoryOf(child.pid as number)?.rssKb ?? NaN;
  child.kill('SIGTERM');
  return rssKb;
}

const bareKb = await measureBareNode();
const { afterStart, afterIdle } = await measureService(values.command);
console.log(`${values.command}: ${afterStart.length} processes left running after start-up`);
for (const [label, service] of [
  ['settled after start-up (PDF worker warm)', afterStart],
  [`idle (PDF worker stopped after ${pdfIdleSeconds} s without work)`, afterIdle],
] as const) {
  const serviceKb = total(service);
  console.log(label);
  for (const entry of service) {
    console.log(`  ${megabytes(entry.rssKb).padStart(9)}  ${entry.command.slice(0, 110)}`);
  }
  console.log(
    `  total ${megabytes(serviceKb)} | bare node ${megabytes(bareKb)} | ` +
      `ratio ${(serviceKb / bareKb).toFixed(2)}x a bare node process`,
  );
}
