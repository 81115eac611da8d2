import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSourceCommand } from '../../testing/run-source-command.ts';
import { formatGazetteerCsv } from './gazetteer-csv-format.ts';
import { takeAddresses } from './generate-addresses.ts';

const command = path.join(path.dirname(fileURLToPath(import.meta.url)), 'generate-gazetteer.ts');

/** Runs the generator as a developer does (`npx tsx …/generate-gazetteer.ts`). */
const generate = (args: string[]) => runSourceCommand(command, args);

describe('the gazetteer generator command', () => {
  it('writes the requested number of addresses to standard output, for the seed given', async () => {
    const seeded = await generate(['--count', '25', '--seed', '7']);
    expect(seeded).toMatchObject({ code: 0, stderr: '' });
    expect(seeded.stdout).toBe(formatGazetteerCsv(takeAddresses(25, 7)));

    const byDefault = await generate(['--count', '3']);
    expect(byDefault.stdout).toBe(formatGazetteerCsv(takeAddresses(3)));
  });

  it('writes to a file with --out, making its folder, and says how many it wrote', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gazetteer-'));
    const out = path.join(folder, 'nested', 'addresses.csv');
    try {
      const result = await generate(['--count', '4', '--out', out]);
      expect(result).toMatchObject({ code: 0, stdout: '' });
      expect(result.stderr).toBe(`wrote 4 addresses to ${out}\n`);
      expect(fs.readFileSync(out, 'utf8')).toBe(formatGazetteerCsv(takeAddresses(4)));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a count or a seed that is not a whole number, naming the option', async () => {
    for (const [args, message] of [
      [['--count=-1'], "--count must be a whole number, not '-1'"],
      [['--count', '2.5'], "--count must be a whole number, not '2.5'"],
      [['--seed', 'x'], "--seed must be a whole number, not 'x'"],
    ] as const) {
      const result = await generate([...args]);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe('');
    }
  });
});
