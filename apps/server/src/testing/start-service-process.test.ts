import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A test that times out can leave its worker running: the test runner tears down its own
// process, the test's clean-up never runs, and the worker polled the database for 44 minutes.
it('stops a service process once the test process that started it is gone', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-orphan-'));
  // A stand-in for a test runner's process: it starts a worker, reports its pid, and is then
  // killed outright, with no chance to clean up.
  const parent = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { startServiceProcess } from ${JSON.stringify(path.join(here, 'start-service-process.ts'))};
       const worker = startServiceProcess('worker', { DATA_DIR: ${JSON.stringify(dataDir)}, LOG_LEVEL: 'info' });
       await worker.waitForOutput('delivery worker started');
       console.log('worker pid ' + worker.child.pid);
       setInterval(() => undefined, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const workerPid = await new Promise<number>((resolve, reject) => {
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /worker pid (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    parent.on('exit', () => reject(new Error(`the parent exited first: ${output}`)));
  });
  try {
    expect(isRunning(workerPid)).toBe(true);
    parent.kill('SIGKILL');
    await expect.poll(() => isRunning(workerPid), { timeout: 10_000 }).toBe(false);
  } finally {
    if (isRunning(workerPid)) process.kill(workerPid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 30_000);
