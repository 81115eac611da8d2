import type { DatabaseKind } from '../database/index.ts';
import type { PostcodeQuery } from './address-query.ts';
import { prefixRange } from './address-words.ts';

/** SQL with `?` placeholders, the same text for both databases unless `kind` says otherwise
 * (PostgreSQL's `$n` are numbered when it runs). A text depends only on the shape of the
 * query (how many words, which driver), never on the values, so SQLite keeps each one
 * prepared. */
export interface Statement {
  sql: string;
  parameters: (string | number)[];
}

export type WordRange = ReturnType<typeof prefixRange>;

/** `column` starts with the range's prefix: from <= column < to. */
function inRange(column: string, range: WordRange, parameters: (string | number)[]): string {
  parameters.push(range.from);
  if (range.to === undefined) return `${column} >= ?`;
  parameters.push(range.to);
  return `${column} >= ? and ${column} < ?`;
}

/**
 * For each word range, how many addresses have a word in it (`count{i}`), how many
 * different words it holds (`words{i}`) and the first of them (`first{i}`: the word itself
 * when the range holds one, which spares the words statement a round trip); the number of
 * addresses (`total`); and, for a
 * postcode, how many addresses it has, counted no further than `postcodeCountCap`: past that
 * the exact figure changes nothing and would cost a read of the whole district.
 */
export function countsStatement(
  ranges: WordRange[],
  postcode: PostcodeQuery | undefined,
  postcodeCountCap: number,
): Statement {
  const parameters: (string | number)[] = [];
  const columns = ranges.flatMap((range, index) => [
    `(select sum(address_count) from address_word_count where ${inRange('word', range, parameters)}) as count${index}`,
    `(select count(*) from address_word_count where ${inRange('word', range, parameters)}) as words${index}`,
    `(select min(word) from address_word_count where ${inRange('word', range, parameters)}) as first${index}`,
  ]);
  columns.push(`(select address_count from gazetteer_source where id = 'local') as total`);
  if (postcode) {
    const filter = postcodeFilter('address', postcode, parameters, 'any');
    parameters.push(postcodeCountCap);
    columns.push(
      `(select count(*) from (select 1 from address where ${filter} limit ?) as capped) as postcode_count`,
    );
  }
  return { sql: `select ${columns.join(', ')}`, parameters };
}

/** The words of the gazetteer that start with each range's prefix, as rows (term, word):
 * `term` is the range's position in `ranges`. */
export function wordsInRangesStatement(ranges: WordRange[]): Statement {
  const parameters: (string | number)[] = [];
  const selects = ranges.map(
    (range, index) =>
      `select ${index} as term, word from address_word_count where ${inRange('word', range, parameters)}`,
  );
  return { sql: selects.join(' union all '), parameters };
}

/**
 * Where the candidate addresses come from, in gazetteer (id) order:
 * - `postcode`: the postcode index, read in id order;
 * - `words`: the addresses of a few whole words, each read in id order from the
 *   (word, address_id) key and merged, so the search stops at the limit;
 * - `range`: every address with a word in a prefix range, collected and sorted (a prefix
 *   holding too many words to merge, such as '1');
 * - `scan`: the addresses themselves in id order (every term is common).
 * `alsoWords` (words and range): single words the candidates must also have, merged with
 * them on the same key rather than looked up one candidate at a time; a read in key order
 * costs a fraction of a lookup, so this pays for words up to several times as common.
 * `alsoRanges` (range): prefixes about as common as the driver's, intersected with it whole
 * ('10 High': 8,400 and 9,600 addresses, 480 in both), which costs less than looking one up
 * for each of thousands of candidates that mostly fail.
 */
export type Driver =
  | { kind: 'postcode' }
  | { kind: 'words'; words: string[]; alsoWords: string[] }
  | { kind: 'range'; range: WordRange; alsoWords: string[]; alsoRanges: WordRange[] }
  | { kind: 'scan' };

export interface SearchPlan {
  driver: Driver;
  /** Ranges every candidate must also have a word in, checked one address at a time. */
  checks: WordRange[];
  postcode: PostcodeQuery | undefined;
  limit: number;
}

/**
 * The first `limit` addresses, in id order, of the driver's candidates that pass every
 * check. Each check is a lookup on the (address_id, word) key per candidate; because the
 * candidates arrive in id order, the search stops as soon as it has `limit` of them and the
 * address rows are read for those alone.
 */
export function searchStatement(plan: SearchPlan, kind: DatabaseKind): Statement {
  const parameters: (string | number)[] = [];
  const { driver, postcode } = plan;
  const columns = 'a.single_line_address, a.postcode, a.uprn';
  if (driver.kind === 'postcode' || driver.kind === 'scan') {
    const conditions: string[] = [];
    if (postcode)
      conditions.push(
        postcodeFilter(
          'a',
          postcode,
          parameters,
          driver.kind === 'postcode' ? 'walk' : 'any',
          kind,
        ),
      );
    for (const range of plan.checks) conditions.push(wordCheck('a.id', range, parameters, kind));
    parameters.push(plan.limit);
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    return {
      sql: `select ${columns} from address a ${where} order by a.id limit ?`,
      parameters,
    };
  }

  const wordIds = 'select address_id as id from address_word where word = ?';
  let candidates: string;
  if (driver.kind === 'words') {
    // UNION of id-ordered reads, ordered by id, dropping an address that has two of the
    // words ('cole' and 'colebrooke' for 'col'): SQLite merges them as they come (MERGE
    // (UNION)) and stops at the limit; PostgreSQL 15 hashes them whole first.
    const words = padToPowerOfTwo(driver.words);
    parameters.push(...words);
    candidates = words.map(() => wordIds).join(' union ');
  } else {
    // An INTERSECT drops repeated ids itself; otherwise DISTINCT does.
    const isIntersected =
      driver.alsoRanges.length > 0 || (kind === 'sqlite' && driver.alsoWords.length > 0);
    candidates = [driver.range, ...driver.alsoRanges]
      .map(
        (range) =>
          `select address_id as id from address_word where ${inRange('word', range, parameters)}`,
      )
      .join(' intersect ');
    if (!isIntersected) candidates = candidates.replace('select ', 'select distinct ');
  }
  let joins = '';
  if (kind === 'sqlite') {
    // A chain of INTERSECTs with the ordered reads: SQLite merges them all as they come.
    // (SQLite reads compound selects left to right; PostgreSQL would bind INTERSECT tighter
    // than UNION.)
    parameters.push(...driver.alsoWords);
    candidates += driver.alsoWords.map(() => ` intersect ${wordIds}`).join('');
  }
  candidates += ' order by 1';
  if (kind === 'postgres') {
    // PostgreSQL hashes both sides of an INTERSECT whole; a join on the word key it runs as
    // a merge join of two id-ordered reads, which stops at the limit.
    parameters.push(...driver.alsoWords);
    joins = driver.alsoWords
      .map(
        (_, index) =>
          ` join address_word j${index} on j${index}.address_id = d.id and j${index}.word = ?`,
      )
      .join('');
  }
  const conditions = plan.checks.map((range) => wordCheck('d.id', range, parameters, kind));
  if (postcode) {
    const filter = postcodeFilter('p', postcode, parameters, 'any', kind);
    conditions.push(`exists (select 1 from address p where p.id = d.id and ${filter})`);
  }
  parameters.push(plan.limit);
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  return {
    sql:
      `select ${columns} from (select d.id from (${candidates}) d${joins} ${where} order by d.id limit ?) m ` +
      'join address a on a.id = m.id order by m.id',
    parameters,
  };
}

/**
 * The address `id` has a word in the range. PostgreSQL gets OFFSET 0 so that it looks the
 * word up once per candidate: otherwise it turns the check into a join, which it plans badly
 * because it cannot estimate how many words a narrow text range holds.
 */
function wordCheck(
  id: string,
  range: WordRange,
  parameters: (string | number)[],
  kind: DatabaseKind,
): string {
  const fence = kind === 'postgres' ? ' offset 0' : '';
  return `exists (select 1 from address_word w where w.address_id = ${id} and ${inRange('w.word', range, parameters)}${fence})`;
}

/**
 * The address is in the postcode: its outward code whole, its inward code begun. With `walk`
 * on SQLite, a begun inward code ('E3 3') is checked on each address of the district read in
 * id order (`+` keeps SQLite from using the inward index, whose order is not the gazetteer's),
 * so the search stops at the limit instead of collecting and sorting the whole sector. A whole
 * inward code is an exact match, which the (outward, inward, id) index lists in id order.
 */
function postcodeFilter(
  table: string,
  postcode: PostcodeQuery,
  parameters: (string | number)[],
  use: 'walk' | 'any',
  kind: DatabaseKind = 'postgres',
): string {
  parameters.push(postcode.outward);
  const outward = `${table}.postcode_outward = ?`;
  if (postcode.inwardPrefix === '') return outward;
  if (postcode.inwardPrefix.length === 3) {
    parameters.push(postcode.inwardPrefix);
    return `${outward} and ${table}.postcode_inward = ?`;
  }
  const column =
    use === 'walk' && kind === 'sqlite' ? `+${table}.postcode_inward` : `${table}.postcode_inward`;
  return `${outward} and ${inRange(column, prefixRange(postcode.inwardPrefix), parameters)}`;
}

/** The words repeated up to a power of two: UNION drops the repeats, and searches whose
 * prefixes hold 5 to 8 words share one prepared statement instead of needing four. */
function padToPowerOfTwo(words: string[]): string[] {
  let size = 1;
  while (size < words.length) size *= 2;
  const last = words.at(-1);
  return last === undefined ? words : [...words, ...Array<string>(size - words.length).fill(last)];
}
