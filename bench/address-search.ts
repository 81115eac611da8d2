/**
 * Address search latency on a full-borough gazetteer: 150,000 generated addresses loaded by
 * the server's own loader into a temporary SQLite database (and PostgreSQL when reachable),
 * then about 200 varied searches through the local provider. Prints load time and p50, p95
 * and max per search. Budget (issue 5): well under 50 ms.
 *
 *   npm --workspace @csa/bench run address [-- --count 150000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import pg from 'pg';
import {
  createDatabase,
  type DatabaseOptions,
} from '../apps/server/src/database/create-database.ts';
import { migrateToLatest } from '../apps/server/src/database/migrate.ts';
import { formatGazetteerCsv } from '../apps/server/src/address/gazetteer/gazetteer-csv-format.ts';
import {
  takeAddresses,
  type GazetteerRow,
} from '../apps/server/src/address/gazetteer/generate-addresses.ts';
import { loadGazetteer } from '../apps/server/src/address/load-gazetteer.ts';
import { createLocalAddressProvider } from '../apps/server/src/address/local-address-provider.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '150000' } } });
const count = Number(values.count);
const budgetMs = 50;

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-bench-address-'));
const rows = takeAddresses(count);
const file = path.join(directory, 'gazetteer.csv');
fs.writeFileSync(file, formatGazetteerCsv(rows));

/** Queries residents type: postcodes whole, compact and partial, house number and street,
 * street names, flats, neighbourhoods, short prefixes, the word in every address, misses. */
function queries(addresses: GazetteerRow[]): string[] {
  const list: string[] = [];
  for (let index = 0; list.length < 200; index += 1) {
    const row = addresses[(index * 7919) % addresses.length];
    if (!row) break;
    const parts = row.single_line_address.split(', ');
    const street = parts.find((part) => /^\d+[A-Z]? /.test(part)) ?? parts[0] ?? '';
    const streetName = street.replace(/^\d+[A-Z]? /, '');
    const kinds = [
      row.postcode,
      row.postcode.replace(' ', '').toLowerCase(),
      row.postcode.slice(0, 4),
      street,
      `${street.split(' ')[0]} ${streetName.slice(0, 4)}`,
      streetName,
      `flat 1 ${streetName.split(' ')[0]}`,
      parts.at(-3) ?? 'Peckham',
      streetName.slice(0, 3),
      'london',
      'nowhere street',
    ];
    list.push(kinds[index % kinds.length] ?? row.postcode);
  }
  return list;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function run(name: string, options: DatabaseOptions) {
  const handle = createDatabase(options);
  try {
    await migrateToLatest(handle.db as unknown as Kysely<unknown>);
    const loadStart = performance.now();
    await loadGazetteer(handle.db, handle.kind, file);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const provider = createLocalAddressProvider(handle.db, handle.kind);
    const searches = queries(rows);
    for (const query of searches.slice(0, 20)) await provider.search(query, 500);
    const timed: { query: string; ms: number }[] = [];
    let results = 0;
    for (const query of searches) {
      const start = performance.now();
      results += (await provider.search(query, 500)).length;
      timed.push({ query, ms: performance.now() - start });
    }
    const times = timed.map((entry) => entry.ms).sort((a, b) => a - b);
    const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3);
    const max = times.at(-1) ?? 0;
    console.log(
      `${name.padEnd(10)} load ${loadSeconds.toFixed(1)} s | ${times.length} searches, ` +
        `${(results / times.length).toFixed(0)} results on average | p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${max.toFixed(1)} ms (budget ${budgetMs} ms)`,
    );
    console.log(
      `           slowest: ${slowest.map((entry) => `'${entry.query}' ${entry.ms.toFixed(1)} ms`).join(', ')}`,
    );
    return max < budgetMs;
  } finally {
    await handle.close();
  }
}

/**
 * A throw-away PostgreSQL database (not a schema): Kysely's migrator looks for its own tables
 * in every schema of a database, so a bench schema could confuse test runs sharing the server.
 */
async function postgresOptions(): Promise<{
  options: DatabaseOptions;
  drop: () => Promise<void>;
} | null> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `csa_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    console.log('postgres   not reachable; skipped');
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    options: { databaseUrl: benchUrl.toString(), dataDir: '' },
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop database ${name}`);
      await cleaner.end();
    },
  };
}

console.log(`${count.toLocaleString('en-GB')} addresses`);
let isWithinBudget = await run('sqlite', { databaseUrl: '', dataDir: directory });
const postgres = await postgresOptions();
if (postgres) {
  try {
    isWithinBudget = (await run('postgres', postgres.options)) && isWithinBudget;
  } finally {
    await postgres.drop();
  }
}
fs.rmSync(directory, { recursive: true, force: true });
process.exitCode = isWithinBudget ? 0 : 1;
