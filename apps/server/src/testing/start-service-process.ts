import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServiceProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves once the output contains `text` (fails after `timeoutMs`). */
  waitForOutput: (text: string, timeoutMs?: number) => Promise<void>;
}

/**
 * Starts the service (`server`) or the stand-alone delivery worker (`worker`) as a real
 * process, through tsx as `npm run dev` does, with the given environment on top of ours.
 */
export function startServiceProcess(
  entry: 'server' | 'worker',
  environment: Record<string, string>,
): ServiceProcess {
  const file =
    entry === 'server'
      ? path.join(sourceRoot, 'server.ts')
      : path.join(sourceRoot, 'delivery/worker-command.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  return { child, exited, output: () => output, waitForOutput };
}

/** A port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
