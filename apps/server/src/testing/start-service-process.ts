import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runBesideTestRunner = path.join(sourceRoot, 'testing/run-beside-test-runner.mjs');

export interface ServiceProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves once the output contains `text` (fails after `timeoutMs`). */
  waitForOutput: (text: string, timeoutMs?: number) => Promise<void>;
  /** The port the server listens on, once it does (start it with PORT=0); fails if the process
   * exits first. */
  listeningPort: Promise<number>;
}

/**
 * Starts the service (`server`) or the stand-alone delivery worker (`worker`) as a real
 * process, through tsx as `npm run dev` does, with the given environment on top of ours. It
 * stops when this process goes away, even if the test that started it never cleaned up.
 */
export function startServiceProcess(
  entry: 'server' | 'worker',
  environment: Record<string, string>,
): ServiceProcess {
  const file =
    entry === 'server'
      ? path.join(sourceRoot, 'server.ts')
      : path.join(sourceRoot, 'delivery/worker-command.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', runBesideTestRunner, file], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // As in buildTestApp: a test's saves are not shed because the machine running it is
      // busy (a real server's start-up alone can delay its first sample past the limit).
      SAVE_SHEDDING_EVENT_LOOP_DELAY_MS: '0',
      ...environment,
    },
    // The IPC channel carries the port a server started with PORT=0 got (see server.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const listeners: (() => void)[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners.splice(0)) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listeningPort = new Promise<number>((resolve, reject) => {
    child.on('message', (message: { listeningPort?: unknown }) => {
      if (typeof message.listeningPort === 'number') resolve(message.listeningPort);
    });
    child.on('exit', () => reject(new Error(`process exited before listening:\n${output}`)));
  });
  // A worker never listens: nobody awaits its port, so its rejection is not an error.
  listeningPort.catch(() => undefined);

  async function waitForOutput(text: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(`process output never contained "${text}":\n${output.slice(-2000)}`);
      }
      await new Promise<void>((resolve) => {
        listeners.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return { child, exited, output: () => output, waitForOutput, listeningPort };
}
