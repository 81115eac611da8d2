import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const webDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-build-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('the web build', () => {
  it('is the production bundle even with NODE_ENV=development left in the shell', async () => {
    await promisify(execFile)('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webDirectory,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    const scripts = fs
      .readdirSync(path.join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => fs.readFileSync(path.join(outDir, 'assets', name), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    // A message only React DOM's development build contains.
    expect(scripts.filter((text) => text.includes('Unknown event handler property'))).toEqual([]);
  }, 180_000);
});
