import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverRoot = path.join(repositoryRoot, 'apps/server');
const dist = path.join(serverRoot, 'dist');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-compiled-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const environment = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
};

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const runCompiled = (command: string, args: string[] = []) =>
  promisify(execFile)(
    process.execPath,
    ['--enable-source-maps', path.join(dist, command), ...args],
    {
      cwd: repositoryRoot,
      env: environment,
    },
  );

// `npm run build` compiles the server into apps/server/dist, and `npm start`, `npm run worker`,
// `npm run retention` and `npm run db:migrate` run those files with plain node. The other
// browser tests run the compiled server; these check what they do not reach.
describe('the compiled server', () => {
  it('has beside its bundles every file the source reads relative to its own module', () => {
    const reads = sourceFiles(path.join(serverRoot, 'src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/new URL\('(\.\/[^']+)', import\.meta\.url\)/g)]
        .map((match) => match[1] ?? '')
        .filter(Boolean),
    );
    // The fonts, the common passwords, the sample gazetteer and the PDF worker's entry.
    expect(reads.length).toBeGreaterThanOrEqual(5);
    const missing = reads.filter((relative) => !fs.existsSync(path.join(dist, relative)));
    expect(missing).toEqual([]);
  });

  it('migrates, and runs the retention rules, as the operator commands do', async () => {
    const migrated = await runCompiled('migrate-command.mjs');
    expect(migrated.stdout).toContain('Applied: 0001-create-form');
    const retention = await runCompiled('retention-command.mjs', ['--dry-run']);
    expect(JSON.parse(retention.stdout.trim())).toMatchObject({
      dryRun: true,
      deleted: 0,
      erased: 0,
    });
  });

  it('runs the stand-alone delivery worker until SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(dist, 'worker-command.mjs')],
      { cwd: repositoryRoot, env: environment, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // Waits for the worker's own word that it is running (or for it to exit, which fails below).
    const started = new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('delivery worker started')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then(() => resolve());
    });
    await started;
    expect(output).toContain('delivery worker started');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('has source maps that name the TypeScript files, for stack traces', () => {
    for (const bundle of [
      'server',
      'worker-command',
      'retention-command',
      'pdf-worker-bootstrap',
    ]) {
      const map = JSON.parse(fs.readFileSync(path.join(dist, `${bundle}.mjs.map`), 'utf8')) as {
        sources: string[];
      };
      expect(map.sources.filter((source) => source.startsWith('../src/')).length).toBeGreaterThan(
        0,
      );
    }
  });
});
