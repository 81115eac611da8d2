/**
 * Address search latency on a full-borough gazetteer: 150,000 generated addresses loaded by
 * the server's own loader into a temporary SQLite database (and PostgreSQL when reachable),
 * then about 200 varied searches through the local provider, once one at a time and once from
 * several residents at once (`--concurrency`, default 4), each three times over (a search's
 * time is its median). Prints load time, p50, p95 and max per search, and the p95 as a multiple of the reference measured in the same run: one
 * address read by its key through the same database handle. Budget: p95 within
 * 10 ms, one at a time and at once; exits 1 over it.
 *
 *   npm --workspace @csa/bench run address [-- --count 150000 --concurrency 4]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { throwAwayPostgres } from './throw-away-postgres.ts';
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
import type { AddressProvider } from '../apps/server/src/address/address-provider.ts';
import type { Database } from '../apps/server/src/database/database-schema.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '150000' },
    concurrency: { type: 'string', default: '4' },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const budgetMs = 10;

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

interface Timed {
  query: string;
  ms: number;
  /** This process's CPU time for the search (median over the rounds); one at a time only,
   * since searches running at once share the process. On SQLite that is the whole search. */
  cpuMs: number;
  results: number;
}

/**
 * Runs the searches from `clients` callers at once, each taking the next query when done,
 * `rounds` times over; each search's time is its median over the rounds, so that a moment
 * when the machine's other work held this process up does not count as the search's own.
 */
async function timeSearches(
  provider: AddressProvider,
  searches: string[],
  clients: number,
  rounds = 3,
): Promise<Timed[]> {
  const times: number[][] = searches.map(() => []);
  const cpuTimes: number[][] = searches.map(() => []);
  const results: number[] = searches.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    let next = 0;
    const client = async () => {
      while (next < searches.length) {
        const index = next;
        next += 1;
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        results[index] = (await provider.search(searches[index] ?? '', 500)).length;
        times[index]?.push(performance.now() - start);
        const cpu = process.cpuUsage(cpuStart);
        cpuTimes[index]?.push((cpu.user + cpu.system) / 1000);
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
  }
  return searches.map((query, index) => ({
    query,
    ms: percentile(
      (times[index] ?? []).sort((a, b) => a - b),
      0.5,
    ),
    cpuMs: percentile(
      (cpuTimes[index] ?? []).sort((a, b) => a - b),
      0.5,
    ),
    results: results[index] ?? 0,
  }));
}

/** The reference: one address read by its key, the cheapest query the search could make. */
async function timeKeyReads(db: Kysely<Database>, reads: number): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < reads; index += 1) {
    const start = performance.now();
    await db
      .selectFrom('address')
      .select(['single_line_address', 'postcode', 'uprn'])
      .where('id', '=', 1 + ((index * 7919) % count))
      .executeTakeFirst();
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

function report(label: string, timed: Timed[], referenceMs: number): boolean {
  const times = timed.map((entry) => entry.ms).sort((a, b) => a - b);
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const p95 = percentile(times, 0.95);
  const cpuP95 = percentile(
    timed.map((entry) => entry.cpuMs).sort((a, b) => a - b),
    0.95,
  );
  const results = timed.reduce((sum, entry) => sum + entry.results, 0);
  console.log(
    `  ${label.padEnd(13)} ${times.length} searches, ${(results / times.length).toFixed(0)} results on average | ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(${(p95 / referenceMs).toFixed(0)}x the key read), max ${(times.at(-1) ?? 0).toFixed(1)} ms, ` +
      (label === 'one at a time' ? `cpu p95 ${cpuP95.toFixed(1)} ms ` : '') +
      `(budget p95 ${budgetMs} ms)`,
  );
  console.log(
    `                slowest: ${slowest.map((entry) => `'${entry.query}' ${entry.ms.toFixed(1)} ms`).join(', ')}`,
  );
  return p95 <= budgetMs;
}

async function run(name: string, options: DatabaseOptions) {
  const handle = createDatabase(options);
  try {
    await migrateToLatest(handle.db as unknown as Kysely<unknown>);
    const loadStart = performance.now();
    await loadGazetteer(handle.db, handle.kind, file);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const provider = createLocalAddressProvider(handle);
    const searches = queries(rows);
    await timeSearches(provider, searches.slice(0, 20), 1, 1);
    const referenceMs = await timeKeyReads(handle.db, 200);
    console.log(
      `${name} (load ${loadSeconds.toFixed(1)} s, key read p50 ${referenceMs.toFixed(2)} ms)`,
    );
    const isSequentialWithin = report(
      'one at a time',
      await timeSearches(provider, searches, 1),
      referenceMs,
    );
    const isConcurrentWithin = report(
      `${concurrency} at once`,
      await timeSearches(provider, searches, concurrency),
      referenceMs,
    );
    return isSequentialWithin && isConcurrentWithin;
  } finally {
    await handle.close();
  }
}

console.log(`${count.toLocaleString('en-GB')} addresses`);
let isWithinBudget = await run('sqlite', { databaseUrl: '', dataDir: directory });
const postgres = await throwAwayPostgres();
if (postgres) {
  try {
    isWithinBudget = (await run('postgres', postgres.options)) && isWithinBudget;
  } finally {
    await postgres.drop();
  }
}
fs.rmSync(directory, { recursive: true, force: true });
process.exitCode = isWithinBudget ? 0 : 1;
