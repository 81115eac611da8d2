import { CompiledQuery, type Kysely } from 'kysely';
import type { AddressSearchResult } from '@csa/contracts';
import {
  type Database,
  type DatabaseKind,
  readSqlite,
  type SqliteAccess,
} from '../database/index.ts';
import type { AddressProvider } from './address-provider.ts';
import { parseAddressQuery } from './address-query.ts';
import {
  countsStatement,
  searchStatement,
  wordsInRangesStatement,
  type Driver,
  type SearchPlan,
  type Statement,
  type WordRange,
} from './address-search-statements.ts';
import { prefixRange } from './address-words.ts';

/** More words than this add nothing a resident needs and only cost time. */
const maxQueryWords = 8;

/** Above this share of all addresses, the rarest word no longer narrows the search much, and
 * walking the addresses in order until enough match is quicker than collecting every one. */
const scanWhenDenserThan = 0.1;

/** A prefix holding up to this many words is read as that many id-ordered lists, merged
 * ('10' holds 22: 10, 100 to 109, 10a...); past it ('1' holds hundreds of house numbers) its
 * addresses are collected and sorted. */
const mergeUpToWords = 64;

/** A word of the query that is one word of the gazetteer, in up to this many times as many
 * addresses as the rarest term, is merged with it on the word key rather than looked up per
 * candidate (see Driver in address-search-statements.ts). */
const mergeUpToTimes = 8;

/** A prefix of several words in up to this many times as many addresses as the rarest term
 * is intersected with it whole (alsoRanges in address-search-statements.ts). */
const intersectUpToTimes = 2;

/** The postcode drives the search unless a word is rarer; a postcode is read in id order and
 * stops at the limit, so past this many addresses its exact count does not matter. */
const postcodeCountCap = 1000;

export interface AddressDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** On SQLite, the connection's lock and prepared statements: a whole search runs on them in
   * one turn of the lock, without Kysely. Null on PostgreSQL. */
  sqlite: SqliteAccess | null;
}

type Row = Record<string, unknown>;

/** single_line_address, postcode, uprn: the columns of searchStatement, in order. */
type AddressTuple = [string, string, string | null];

/** Planning a search is a few statements, each chosen from the rows of the one before; written
 * once as a generator, it runs synchronously on SQLite and with a round trip per statement on
 * PostgreSQL. It returns the plan whose statement reads the addresses (null: there are none). */
export type SearchPlanning = Generator<Statement, SearchPlan | null, Row[]>;

/**
 * Searches the gazetteer loaded by load-gazetteer.ts. Every query word must start a word of
 * the address (AND of prefix matches), so '12 coleb' finds '12 Colebrooke Street'; a query
 * ending in a postcode, whole or begun ('E3 3', 'SE15'), asks for that postcode through the
 * postcode index (address-query.ts, docs/decisions/0063). The rarest term (a word, from
 * address_word_count, or the postcode) drives the search: its addresses are read in gazetteer
 * order and the other terms checked on each through the (address_id, word) index, until
 * `limit` pass. Results come in gazetteer order, which keeps a street's numbers together.
 */
export function createLocalAddressProvider(
  database: AddressDatabase,
  whenReady: () => Promise<void> = () => Promise.resolve(),
): AddressProvider {
  const { db, kind, sqlite } = database;

  async function run(steps: SearchPlanning): Promise<AddressTuple[]> {
    if (sqlite) {
      return readSqlite(sqlite, (statements) => {
        let step = steps.next([]);
        while (!step.done) {
          const { sql, parameters } = step.value;
          step = steps.next(statements.prepare(sql).all(...parameters) as Row[]);
        }
        if (!step.value) return [];
        const { sql, parameters } = searchStatement(step.value, kind);
        return statements.prepareRaw(sql).all(...parameters) as AddressTuple[];
      });
    }
    const execute = async ({ sql, parameters }: Statement) => {
      let index = 0;
      const numbered = sql.replace(/\?/g, () => `$${(index += 1)}`);
      return (await db.executeQuery<Row>(CompiledQuery.raw(numbered, parameters))).rows;
    };
    let step = steps.next([]);
    while (!step.done) step = steps.next(await execute(step.value));
    if (!step.value) return [];
    const rows = await execute(searchStatement(step.value, kind));
    return rows.map((row) => [
      String(row.single_line_address),
      String(row.postcode),
      typeof row.uprn === 'string' ? row.uprn : null,
    ]);
  }

  return {
    name: 'local',
    async search(query: string, limit: number): Promise<AddressSearchResult[]> {
      await whenReady();
      const rows = await run(planSearch(query, limit, kind));
      return rows.map(([singleLineAddress, postcode, uprn]) => ({
        single_line_address: singleLineAddress,
        postcode,
        ...(uprn ? { uprn } : {}),
      }));
    },
  };
}

/**
 * Chooses how to drive a search (see Driver in address-search-statements.ts) from how many
 * addresses and words each term has: the rarest term drives, unless every term is common.
 * Yields the statements it needs and is given their rows.
 */
export function* planSearch(query: string, limit: number, kind: DatabaseKind): SearchPlanning {
  const parsed = parseAddressQuery(query);
  let postcode = parsed.postcode;
  let ranges = (postcode ? parsed.wordsBeforePostcode : parsed.words)
    .slice(0, maxQueryWords)
    .map(prefixRange);
  let counts = readCounts(yield countsStatement(ranges, postcode, postcodeCountCap), ranges);
  if (postcode && counts.postcodeCount === 0) {
    // No postcode of the borough: the last word was something else ('Flat B12').
    postcode = undefined;
    ranges = parsed.words.slice(0, maxQueryWords).map(prefixRange);
    counts = readCounts(yield countsStatement(ranges, undefined, postcodeCountCap), ranges);
  }
  if (ranges.length === 0 && !postcode) return null;
  if (counts.addresses.some((count) => count === 0)) return null;

  const order = ranges.map((_, index) => index);
  order.sort((a, b) => (counts.addresses[a] ?? 0) - (counts.addresses[b] ?? 0));
  const [rarest, ...others] = order;
  const rarestCount = rarest === undefined ? Infinity : (counts.addresses[rarest] ?? 0);
  const termRanges = (terms: number[]) => terms.flatMap((index) => ranges[index] ?? []);

  if (rarest === undefined || (postcode && counts.postcodeCount <= rarestCount)) {
    return { driver: { kind: 'postcode' }, checks: termRanges(order), postcode, limit };
  }
  if (rarestCount > scanWhenDenserThan * counts.total) {
    return { driver: { kind: 'scan' }, checks: termRanges(order), postcode, limit };
  }
  // Other terms that are one word of the gazetteer and not too common are merged with the
  // candidates on the word key; the rest are looked up per candidate.
  const merged = others.filter(
    (index) =>
      counts.words[index] === 1 && (counts.addresses[index] ?? 0) <= mergeUpToTimes * rarestCount,
  );
  // Prefixes of several words about as common as the rarest: both read whole and intersected.
  const intersected = others.filter(
    (index) =>
      !merged.includes(index) && (counts.addresses[index] ?? 0) <= intersectUpToTimes * rarestCount,
  );
  const checked = others.filter((index) => !merged.includes(index) && !intersected.includes(index));
  // PostgreSQL 15 hashes a UNION whole rather than merging it, so there one range read of the
  // prefix is cheaper than a read per word.
  const isMerged =
    intersected.length === 0 &&
    (counts.words[rarest] ?? 0) <= (kind === 'postgres' ? 1 : mergeUpToWords);
  const listed = isMerged ? [rarest, ...merged] : merged;
  const wordsOf = new Map<number, string[]>();
  // A range of one word came with that word; only ranges of several need their list read.
  // (On PostgreSQL every listed range is one word, so its searches take two statements.)
  for (const index of listed) {
    const first = counts.firstWords[index];
    if (counts.words[index] === 1 && first !== undefined) wordsOf.set(index, [first]);
  }
  if (listed.some((index) => !wordsOf.has(index))) {
    wordsOf.clear();
    const rows = yield wordsInRangesStatement(termRanges(listed));
    for (const row of rows) {
      const term = listed[Number(row.term)] ?? -1;
      wordsOf.set(term, [...(wordsOf.get(term) ?? []), String(row.word)]);
    }
  }
  const alsoWords = merged.flatMap((index) => wordsOf.get(index) ?? []);
  const rarestRange = ranges[rarest] ?? prefixRange('');
  const driver: Driver = isMerged
    ? { kind: 'words', words: wordsOf.get(rarest) ?? [], alsoWords }
    : { kind: 'range', range: rarestRange, alsoWords, alsoRanges: termRanges(intersected) };
  return { driver, checks: termRanges(checked), postcode, limit };
}

interface Counts {
  /** Per range, how many addresses have a word in it. */
  addresses: number[];
  /** Per range, how many different words it holds. */
  words: number[];
  /** Per range, its first word (the only one when `words` is 1). */
  firstWords: (string | undefined)[];
  total: number;
  /** Capped at postcodeCountCap. */
  postcodeCount: number;
}

function readCounts(rows: Row[], ranges: WordRange[]): Counts {
  const row = rows[0] ?? {};
  return {
    addresses: ranges.map((_, index) => Number(row[`count${index}`] ?? 0)),
    words: ranges.map((_, index) => Number(row[`words${index}`] ?? 0)),
    firstWords: ranges.map((_, index) => {
      const first = row[`first${index}`];
      return typeof first === 'string' ? first : undefined;
    }),
    total: Number(row.total ?? 0),
    postcodeCount: Number(row.postcode_count ?? 0),
  };
}
