import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the server's commands from its source through tsx, as a developer would, and
 * collects what it wrote. The compiled commands are run by the browser test
 * compiled-commands.e2e.ts.
 */
export function runSourceCommand(
  file: string,
  args: string[],
  environment: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
