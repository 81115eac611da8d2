import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AddressSearchResult } from '@csa/contracts';
import type { DatabaseKind } from '../database/create-database.ts';
import type { Database } from '../database/database-schema.ts';
import type { AddressProvider } from './address-provider.ts';
import { parseAddressQuery, type PostcodeQuery } from './address-query.ts';
import { prefixRange } from './address-words.ts';

/** More words than this add nothing a resident needs and only cost time. */
const maxQueryWords = 8;

/** Above this share of all addresses, the rarest word no longer narrows the search much, and
 * walking the addresses in order until enough match is quicker than collecting every one. */
const scanWhenDenserThan = 0.1;

/** Words matching up to this many addresses are cheap enough to read whole and intersect. */
const intersectUpTo = 20_000;

type WordRange = ReturnType<typeof prefixRange>;

/**
 * Searches the gazetteer loaded by load-gazetteer.ts. Every query word must start a word of
 * the address (AND of prefix matches), so '12 coleb' finds '12 Colebrooke Street'; a query
 * ending in a postcode, whole or begun ('E3 3', 'SE15'), asks for that postcode through the
 * postcode index (address-query.ts, docs/decisions/0063). The rarest word (from
 * address_word_count) or the postcode drives the search; the other words are checked through
 * the (address_id, word) index. Results come in gazetteer order, which keeps a street's
 * numbers together.
 */
export function createLocalAddressProvider(
  db: Kysely<Database>,
  kind: DatabaseKind,
  whenReady: () => Promise<void> = () => Promise.resolve(),
): AddressProvider {
  /** How many addresses each range and the postcode match, and how many there are, in one
   * round trip. */
  async function matchCounts(
    ranges: WordRange[],
    postcode: PostcodeQuery | undefined,
  ): Promise<{ counts: number[]; total: number; postcodeCount: number }> {
    const row = await db
      .selectNoFrom((eb) => [
        ...ranges.map((range, index) => {
          let words = eb
            .selectFrom('address_word_count')
            .select((inner) => inner.fn.sum<number>('address_count').as('total'))
            .where('word', '>=', range.from);
          if (range.to !== undefined) words = words.where('word', '<', range.to);
          return words.as(`count${index}`);
        }),
        eb
          .selectFrom('gazetteer_source')
          .select('address_count')
          .where('id', '=', 'local')
          .as('total'),
        ...(postcode
          ? [
              withPostcode(eb.selectFrom('address'), postcode)
                .select((inner) => inner.fn.countAll<number>().as('count'))
                .as('postcodeCount'),
            ]
          : []),
      ])
      .executeTakeFirst();
    const values = (row ?? {}) as Record<string, unknown>;
    return {
      counts: ranges.map((_, index) => Number(values[`count${index}`] ?? 0)),
      total: Number(values.total ?? 0),
      postcodeCount: Number(values.postcodeCount ?? 0),
    };
  }

  return {
    name: 'local',
    async search(query: string, limit: number): Promise<AddressSearchResult[]> {
      await whenReady();
      const parsed = parseAddressQuery(query);
      let postcode = parsed.postcode;
      let ranges = (postcode ? parsed.wordsBeforePostcode : parsed.words)
        .slice(0, maxQueryWords)
        .map(prefixRange);
      let matches = await matchCounts(ranges, postcode);
      if (postcode && matches.postcodeCount === 0) {
        // No postcode of the borough: the last word was something else ('Flat B12').
        postcode = undefined;
        ranges = parsed.words.slice(0, maxQueryWords).map(prefixRange);
        matches = await matchCounts(ranges, undefined);
      }
      if (ranges.length === 0 && !postcode) return [];
      const { counts, total, postcodeCount } = matches;
      if (counts.some((count) => count === 0)) return [];
      const order = ranges
        .map((_, index) => index)
        .sort((a, b) => (counts[a] ?? 0) - (counts[b] ?? 0));
      const rarestCount = ranges.length > 0 ? (counts[order[0] ?? 0] ?? 0) : Infinity;

      let select = db
        .selectFrom('address')
        .select(['address.id', 'address.single_line_address', 'address.postcode', 'address.uprn']);
      if (postcode && postcodeCount <= rarestCount) {
        // The postcode index lists the postcode's addresses in gazetteer order: read them
        // until enough also have the other words.
        select = withPostcode(select, postcode);
        for (const range of ranges) select = withWord(select, range, kind === 'postgres');
      } else if (rarestCount > scanWhenDenserThan * total) {
        for (const range of ranges) select = withWord(select, range, false);
        if (postcode) select = withPostcode(select, postcode);
      } else {
        // Words matching few addresses are intersected on the word index alone; the address
        // rows are read only for the survivors, and any very common word is then checked
        // per survivor rather than by reading its whole, long range.
        const cheap = order.filter(
          (index) => index === order[0] || (counts[index] ?? 0) <= intersectUpTo,
        );
        const common = order.filter((index) => !cheap.includes(index));
        const isFinal = common.length === 0 && !postcode;
        select = withAllWords(
          select,
          cheap.flatMap((index) => ranges[index] ?? []),
          kind,
          // With nothing left to check, only the first `limit` ids can be in the answer: the
          // address rows are read for those alone, not for every match of a common word.
          isFinal ? limit : undefined,
        );
        for (const index of common) {
          const range = ranges[index];
          if (range) select = withWord(select, range, kind === 'postgres');
        }
        if (postcode) select = withPostcode(select, postcode);
      }
      const rows = await select.orderBy('address.id').limit(limit).execute();
      return rows.map((row) => ({
        single_line_address: row.single_line_address,
        postcode: row.postcode,
        ...(row.uprn ? { uprn: row.uprn } : {}),
      }));
    },
  };
}

/**
 * Keeps the addresses having a word in every range: the INTERSECT of each range's ids, read
 * from the (word, address_id) key without touching the address rows; with `firstIds`, only
 * the lowest that many. PostgreSQL gets the ids as an array (`= any(array(...))`) so that it
 * probes the address key once per id; given a subquery its planner may instead walk the whole
 * address table in key order.
 */
function withAllWords(
  select: AddressSelect,
  ranges: WordRange[],
  kind: DatabaseKind,
  firstIds: number | undefined,
): AddressSelect {
  return select.where((eb) => {
    const idsIn = (range: WordRange) => {
      let ids = eb
        .selectFrom('address_word')
        .select('address_word.address_id')
        .where('address_word.word', '>=', range.from);
      if (range.to !== undefined) ids = ids.where('address_word.word', '<', range.to);
      return ids;
    };
    const [first, ...rest] = ranges.map(idsIn);
    if (first === undefined) return eb.lit(false);
    // One range can hold several words of an address ('cole' and 'colebrooke'); INTERSECT
    // removes such repeats itself.
    let ids = rest.reduce(
      (all, next) => all.intersect(next),
      rest.length ? first : first.distinct(),
    );
    if (firstIds !== undefined) ids = ids.orderBy(sql.ref('address_id')).limit(firstIds);
    return kind === 'postgres'
      ? sql<boolean>`address.id = any(array(${ids}))`
      : eb('address.id', 'in', ids);
  });
}

/** Keeps addresses in the postcode: its outward code whole, its inward code begun. */
function withPostcode<Output>(
  select: SelectQueryBuilder<Database, 'address', Output>,
  postcode: PostcodeQuery,
): SelectQueryBuilder<Database, 'address', Output> {
  let filtered = select.where('address.postcode_outward', '=', postcode.outward);
  if (postcode.inwardPrefix !== '') {
    const range = prefixRange(postcode.inwardPrefix);
    filtered = filtered.where('address.postcode_inward', '>=', range.from);
    if (range.to !== undefined) filtered = filtered.where('address.postcode_inward', '<', range.to);
  }
  return filtered;
}

type AddressSelect = SelectQueryBuilder<
  Database,
  'address',
  { id: number; single_line_address: string; postcode: string; uprn: string | null }
>;

/**
 * Keeps addresses having a word in the range. `isProbe` makes PostgreSQL look the word up
 * once per candidate address: OFFSET 0 stops it turning the check into a join, which it plans
 * badly because it cannot estimate how many words a narrow text range holds.
 */
function withWord(select: AddressSelect, range: WordRange, isProbe: boolean): AddressSelect {
  return select.where((eb) => {
    let words = eb
      .selectFrom('address_word')
      .select('address_word.address_id')
      .whereRef('address_word.address_id', '=', 'address.id')
      .where('address_word.word', '>=', range.from);
    if (range.to !== undefined) words = words.where('address_word.word', '<', range.to);
    if (isProbe) words = words.offset(0);
    return eb.exists(words);
  });
}
