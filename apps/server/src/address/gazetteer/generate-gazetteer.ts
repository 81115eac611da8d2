import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatGazetteerCsv } from './gazetteer-csv-format.ts';
import { defaultGazetteerSeed, takeAddresses } from './generate-addresses.ts';

/**
 * Writes the fictional borough's gazetteer as CSV, the same bytes on every run:
 *
 *   npx tsx apps/server/src/address/gazetteer/generate-gazetteer.ts --count 150000 --out file.csv
 *
 * Without --out the CSV goes to standard output. The shipped sample-addresses.csv is
 * `--count 2000`, and a test checks it still matches the generator.
 */
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '150000' },
    out: { type: 'string' },
    seed: { type: 'string', default: String(defaultGazetteerSeed) },
  },
});

const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isSafeInteger(count) || count < 0) {
  throw new Error(`--count must be a whole number, not '${values.count}'`);
}
if (!Number.isSafeInteger(seed))
  throw new Error(`--seed must be a whole number, not '${values.seed}'`);

const csv = formatGazetteerCsv(takeAddresses(count, seed));
if (values.out === undefined) {
  process.stdout.write(csv);
} else {
  fs.mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
  fs.writeFileSync(values.out, csv);
  process.stderr.write(`wrote ${count} addresses to ${values.out}\n`);
}
