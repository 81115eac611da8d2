import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, DatabaseKind } from '../database/index.ts';
import { postcodeParts } from './address-query.ts';
import { addressWords } from './address-words.ts';
import { parseGazetteerCsv } from './gazetteer/parse-gazetteer-csv.ts';

/** The shipped sample of the fictional borough (2,000 addresses). */
export const sampleGazetteerFile = new URL('./gazetteer/sample-addresses.csv', import.meta.url);

const sourceId = 'local';
// Any fixed number: it names the PostgreSQL advisory lock that makes one process load while
// the others wait and then find the work done.
const loadLockKey = 7_341_190;

export interface GazetteerLoadResult {
  isLoaded: boolean;
  addressCount: number;
}

/**
 * Loads the gazetteer CSV into the database when the table is empty or the file changed
 * (its SHA-256 differs from the one stored), replacing the previous addresses in one
 * transaction, so a search sees the old set or the new one, never half of either.
 */
export async function loadGazetteer(
  db: Kysely<Database>,
  kind: DatabaseKind,
  file: string | URL,
): Promise<GazetteerLoadResult> {
  const bytes = fs.readFileSync(file);
  const checksum = createHash('sha256').update(bytes).digest('hex');
  if ((await storedChecksum(db)) === checksum) return { isLoaded: false, addressCount: -1 };

  const rows = parseGazetteerCsv(bytes.toString('utf8'));
  const result = await db.transaction().execute(async (transaction) => {
    if (kind === 'postgres')
      await sql`select pg_advisory_xact_lock(${loadLockKey})`.execute(transaction);
    if ((await storedChecksum(transaction)) === checksum)
      return { isLoaded: false, addressCount: -1 };

    await transaction.deleteFrom('address_word').execute();
    await transaction.deleteFrom('address_word_count').execute();
    await transaction.deleteFrom('address').execute();

    const words: { word: string; address_id: number }[] = [];
    const counts = new Map<string, number>();
    const addresses = rows.map((row, index) => {
      // Stryker disable next-line ArithmeticOperator: any increasing numbering keeps the file's order, all a search reads from the id (it orders its results by it)
      const id = index + 1;
      for (const word of addressWords(row.single_line_address, row.postcode)) {
        words.push({ word, address_id: id });
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      const parts = postcodeParts(row.postcode);
      return {
        id,
        uprn: row.uprn || null,
        single_line_address: row.single_line_address,
        postcode: row.postcode,
        postcode_outward: parts?.outward ?? null,
        postcode_inward: parts?.inward ?? null,
      };
    });
    // Inserting in key order appends to the (word, address_id) index instead of splitting it.
    // Stryker disable all: the order of the inserts changes how the index pages fill, not which rows are stored or what a search finds
    words.sort((a, b) =>
      a.word < b.word ? -1 : a.word > b.word ? 1 : a.address_id - b.address_id,
    );
    // Stryker restore all

    await inChunks(addresses, 400, (chunk) =>
      transaction.insertInto('address').values(chunk).execute(),
    );
    await inChunks(words, 1000, (chunk) =>
      transaction.insertInto('address_word').values(chunk).execute(),
    );
    const wordCounts = [...counts].map(([word, address_count]) => ({ word, address_count }));
    await inChunks(wordCounts, 1000, (chunk) =>
      transaction.insertInto('address_word_count').values(chunk).execute(),
    );
    await transaction
      .insertInto('gazetteer_source')
      .values({
        id: sourceId,
        checksum,
        address_count: rows.length,
        loaded_at: new Date().toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          checksum: eb.ref('excluded.checksum'),
          address_count: eb.ref('excluded.address_count'),
          loaded_at: eb.ref('excluded.loaded_at'),
        })),
      )
      .execute();
    return { isLoaded: true, addressCount: rows.length };
  });
  // Fresh statistics let PostgreSQL's planner see how selective each word is, and a vacuum
  // marks the new pages all-visible, so the word indexes answer without visiting the table.
  if (result.isLoaded && kind === 'postgres') {
    await sql`vacuum analyze address, address_word, address_word_count`.execute(db);
  }
  return result;
}

async function storedChecksum(executor: Kysely<Database> | Transaction<Database>) {
  const row = await executor
    .selectFrom('gazetteer_source')
    .select('checksum')
    .where('id', '=', sourceId)
    .executeTakeFirst();
  return row?.checksum;
}

/** Multi-row inserts of `size` rows: far fewer round trips than one row at a time, and
 * within both databases' limits on bound parameters. */
async function inChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}
