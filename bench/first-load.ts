/**
 * First load as Lighthouse sees it on its default mobile profile (a mid-range phone on a slow
 * 4G connection, simulated): CLS, LCP, TBT and bytes for `/` and `/help/CSA`, served from the
 * production build by the real server on loopback. Each page is measured several
 * times in one run and the median is printed, since one load on a busy machine can be unlucky.
 *
 *   npm run build && npm --workspace @csa/bench run first-load [-- --runs 3]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs));
const pages = ['/', '/help/CSA'];
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** The compiled server `npm run build` writes, which is what `npm start` runs. */
const compiledServer = 'apps/server/dist/server.mjs';

/** The server as `npm start` runs it (compiled, production mode, the built web app), on
 * loopback. */
async function startProductionServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-first-load-'));
  if (!fs.existsSync(path.join(repositoryRoot, compiledServer))) {
    throw new Error(`${compiledServer} is missing: run \`npm run build\` first`);
  }
  const child = spawn(process.execPath, ['--enable-source-maps', compiledServer], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    if (Date.now() > deadline) throw new Error('the server did not become ready');
    const isReady = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Measurement {
  cls: number;
  lcpMs: number;
  tbtMs: number;
  totalKb: number;
  scriptKb: number;
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function measure(url: string, port: number): Promise<Measurement | null> {
  // Lighthouse's defaults are the mobile profile with simulated throttling.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    console.log(`  (a run of ${url} failed: ${result.lhr.runtimeError.code}; it is left out)`);
    return null;
  }
  const audits = result.lhr.audits;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const scriptBytes =
    summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
  return {
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    totalKb: numeric('total-byte-weight') / 1024,
    scriptKb: scriptBytes / 1024,
  };
}

/** A fresh Chromium for each run: nothing cached from the previous one, and none of the
 * stale-tab failures (NO_NAVSTART) that reusing one browser gives on a busy machine. */
async function measureInFreshBrowser(url: string): Promise<Measurement | null> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    return await measure(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

const server = await startProductionServer();
try {
  console.log(`Lighthouse mobile profile, median of ${runs} run(s) per page:`);
  console.log('page        CLS     LCP ms   TBT ms   bytes KB   script KB');
  for (const page of pages) {
    const measured: Measurement[] = [];
    for (let run = 0; run < runs; run += 1) {
      const measurement = await measureInFreshBrowser(`${server.baseUrl}${page}`);
      if (measurement) measured.push(measurement);
    }
    if (measured.length === 0) throw new Error(`every run of ${page} failed`);
    const of = (key: keyof Measurement) => median(measured.map((measurement) => measurement[key]));
    console.log(
      `${page.padEnd(10)} ${of('cls').toFixed(3).padStart(5)} ${of('lcpMs').toFixed(0).padStart(8)} ${of('tbtMs').toFixed(0).padStart(8)} ${of('totalKb').toFixed(1).padStart(10)} ${of('scriptKb').toFixed(1).padStart(11)}`,
    );
    console.log(
      `           (each run: CLS ${measured.map((m) => m.cls.toFixed(3)).join(', ')}; TBT ${measured.map((m) => m.tbtMs.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await server.stop();
}
