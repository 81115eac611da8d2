import { describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../database/create-database.ts';
import type { SearchPlan, Statement } from './address-search-statements.ts';
import { prefixRange } from './address-words.ts';
import { planSearch } from './local-address-provider.ts';

/**
 * How a search is driven is chosen from counts, and every choice finds the same addresses
 * (address-search-paths.test.ts checks that on both databases): what a wrong choice costs is
 * time, 37 to 70 ms a search instead of a few. So the choice is checked here, from
 * counts written by hand, at each threshold and one past it.
 */

type Row = Record<string, unknown>;

/** A counts row: per term, [addresses with a word in its range, words in its range, and its
 * first word if given]. */
function countsRow(terms: [number, number, string?][], total: number, postcodeCount?: number): Row {
  const row: Row = { total };
  terms.forEach(([addresses, words, first], index) => {
    row[`count${index}`] = addresses;
    row[`words${index}`] = words;
    if (first !== undefined) row[`first${index}`] = first;
  });
  if (postcodeCount !== undefined) row.postcode_count = postcodeCount;
  return row;
}

/** Runs the planning against rows given by hand: each counts statement is answered by the next
 * of `counts`, the words statement by `words`. */
function planOf(
  query: string,
  { counts, words = [] }: { counts: Row[]; words?: Row[] },
  kind: DatabaseKind = 'sqlite',
): { plan: SearchPlan | null; statements: Statement[] } {
  const steps = planSearch(query, 10, kind);
  const statements: Statement[] = [];
  const countRows = [...counts];
  let step = steps.next([]);
  while (!step.done) {
    statements.push(step.value);
    const isCounts = step.value.sql.includes(' as total');
    step = steps.next(isCounts ? [countRows.shift() ?? {}] : words);
  }
  return { plan: step.value, statements };
}

const range = prefixRange;

describe('choosing how to drive an address search', () => {
  it('walks the addresses in order when the rarest term is in more than a tenth of them', () => {
    const atTenth = planOf('bow', { counts: [countsRow([[70, 1]], 700)] }).plan;
    expect(atTenth?.driver.kind).toBe('words');
    const pastTenth = planOf('bow', { counts: [countsRow([[71, 1]], 700)] }).plan;
    expect(pastTenth).toEqual({
      driver: { kind: 'scan' },
      checks: [range('bow')],
      postcode: undefined,
      limit: 10,
    });
  });

  it('lets the rarest term drive, checking the others in order of rarity', () => {
    const { plan } = planOf('bow z filler', {
      counts: [
        countsRow(
          [
            [600, 2],
            [70, 70],
            [300, 2],
          ],
          10_000,
        ),
      ],
    });
    expect(plan?.driver).toEqual({
      kind: 'range',
      range: range('z'),
      alsoWords: [],
      alsoRanges: [],
    });
    expect(plan?.checks).toEqual([range('filler'), range('bow')]);
  });

  it('reads the postcode in order when it has no more addresses than the rarest word', () => {
    const counts = (postcodeCount: number) => [countsRow([[15, 1]], 700, postcodeCount)];
    const asRare = planOf('cole e1 2aa', { counts: counts(15) }).plan;
    expect(asRare).toEqual({
      driver: { kind: 'postcode' },
      checks: [range('cole')],
      postcode: { outward: 'e1', inwardPrefix: '2aa' },
      limit: 10,
    });
    const commoner = planOf('cole e1 2aa', { counts: counts(16), words: [] }).plan;
    expect(commoner?.driver.kind).toBe('words');
    expect(commoner?.postcode).toEqual({ outward: 'e1', inwardPrefix: '2aa' });
  });

  it('reads a postcode alone in order, and finds nothing for a query with no words', () => {
    const { plan } = planOf('e1 2', { counts: [countsRow([], 700, 40)] });
    expect(plan).toEqual({
      driver: { kind: 'postcode' },
      checks: [],
      postcode: { outward: 'e1', inwardPrefix: '2' },
      limit: 10,
    });
    const nothing = planOf('—', { counts: [countsRow([], 700)] });
    expect(nothing.plan).toBeNull();
  });

  it('finds nothing when a term has no address', () => {
    const { plan } = planOf('cole yew', {
      counts: [
        countsRow(
          [
            [15, 2],
            [0, 0],
          ],
          700,
        ),
      ],
    });
    expect(plan).toBeNull();
  });

  it('reads the last word as a word again when the borough has no such postcode', () => {
    const { plan, statements } = planOf('flat b12', {
      counts: [
        countsRow([[40, 1]], 700, 0),
        countsRow(
          [
            [40, 1],
            [2, 1],
          ],
          700,
        ),
      ],
      words: [{ term: 0, word: 'b12' }],
    });
    expect(statements).toHaveLength(3);
    expect(statements[1]?.sql).not.toContain('postcode_count');
    expect(statements[1]?.sql).toContain('count1');
    expect(plan?.postcode).toBeUndefined();
    expect(plan?.driver).toEqual({ kind: 'words', words: ['b12'], alsoWords: [] });
    expect(plan?.checks).toEqual([range('flat')]);
  });

  it('merges a single word in up to eight times as many addresses as the rarest term', () => {
    const plan = (yewAddresses: number, yewWords = 1) =>
      planOf('z yew', {
        counts: [
          countsRow(
            [
              [70, 70],
              [yewAddresses, yewWords],
            ],
            10_000,
          ),
        ],
        words: [{ term: 0, word: 'yew' }],
      }).plan;
    expect(plan(560)?.driver).toEqual({
      kind: 'range',
      range: range('z'),
      alsoWords: ['yew'],
      alsoRanges: [],
    });
    expect(plan(560)?.checks).toEqual([]);
    for (const notMerged of [plan(561), plan(560, 2)]) {
      expect(notMerged?.driver).toEqual({
        kind: 'range',
        range: range('z'),
        alsoWords: [],
        alsoRanges: [],
      });
      expect(notMerged?.checks).toEqual([range('yew')]);
    }
  });

  it('intersects a prefix of several words in up to twice as many addresses as the rarest', () => {
    const plan = (coleAddresses: number) =>
      planOf('z cole', {
        counts: [
          countsRow(
            [
              [70, 70],
              [coleAddresses, 2],
            ],
            10_000,
          ),
        ],
      }).plan;
    expect(plan(140)).toEqual({
      driver: { kind: 'range', range: range('z'), alsoWords: [], alsoRanges: [range('cole')] },
      checks: [],
      postcode: undefined,
      limit: 10,
    });
    expect(plan(141)?.driver).toEqual({
      kind: 'range',
      range: range('z'),
      alsoWords: [],
      alsoRanges: [],
    });
    expect(plan(141)?.checks).toEqual([range('cole')]);
  });

  it('merges the words of a prefix of up to 64 words on SQLite, of one word on PostgreSQL', () => {
    const plan = (words: number, kind: DatabaseKind) =>
      planOf(
        'z1 yew',
        {
          counts: [
            countsRow(
              [
                [11, words],
                [70, 1],
              ],
              10_000,
            ),
          ],
          words: [
            { term: 0, word: 'z1' },
            { term: 1, word: 'yew' },
            { term: 0, word: 'z10' },
          ],
        },
        kind,
      );
    const merged = plan(64, 'sqlite');
    expect(merged.plan?.driver).toEqual({
      kind: 'words',
      words: ['z1', 'z10'],
      alsoWords: ['yew'],
    });
    // One statement lists the words of both terms, the rarest first.
    expect(merged.statements[1]?.parameters).toEqual([
      range('z1').from,
      range('z1').to,
      range('yew').from,
      range('yew').to,
    ]);
    expect(plan(65, 'sqlite').plan?.driver.kind).toBe('range');
    expect(plan(1, 'postgres').plan?.driver.kind).toBe('words');
    expect(plan(2, 'postgres').plan?.driver.kind).toBe('range');
  });

  it('takes a range of one word from the counts, and reads the words of the others', () => {
    const { plan, statements } = planOf(
      'z1 yew',
      {
        counts: [
          countsRow(
            [
              [11, 1, 'z1'],
              [70, 1, 'yew'],
            ],
            10_000,
          ),
        ],
      },
      'postgres',
    );
    // Counts, then the search: no statement in between to list the words.
    expect(statements).toHaveLength(1);
    expect(plan?.driver).toEqual({ kind: 'words', words: ['z1'], alsoWords: ['yew'] });
    const several = planOf('z1 yew', {
      counts: [
        countsRow(
          [
            [11, 2, 'z1'],
            [70, 1, 'yew'],
          ],
          10_000,
        ),
      ],
      words: [
        { term: 0, word: 'z1' },
        { term: 0, word: 'z10' },
        { term: 1, word: 'yew' },
      ],
    });
    expect(several.statements).toHaveLength(2);
    expect(several.plan?.driver).toEqual({
      kind: 'words',
      words: ['z1', 'z10'],
      alsoWords: ['yew'],
    });
  });

  it('reads no more than eight words of a query', () => {
    const { statements } = planOf('a b c d e f g h i', { counts: [countsRow([], 700)] });
    expect(statements[0]?.sql).toContain('count7');
    expect(statements[0]?.sql).not.toContain('count8');
  });
});
