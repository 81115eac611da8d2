import { describe, expect, it } from 'vitest';
import { searchStatement, type Driver, type SearchPlan } from './address-search-statements.ts';
import { prefixRange } from './address-words.ts';

/**
 * The shape of a search's statement is how each database is told to read, chosen for speed
 * (docs/decisions/0063): every shape finds the same addresses (address-search-paths.test.ts),
 * so only its text shows a shape lost, which would cost time, not results.
 */

const plan = (driver: Driver, postcode?: SearchPlan['postcode']): SearchPlan => ({
  driver,
  checks: [],
  postcode,
  limit: 10,
});
const range = prefixRange('y');
const cole = prefixRange('cole');

describe('the statement of an address search', () => {
  it('walks a begun sector in id order on SQLite, keeping the inward index out', () => {
    const sector = { outward: 'e3', inwardPrefix: '3' };
    const walk = searchStatement(plan({ kind: 'postcode' }, sector), 'sqlite');
    expect(walk.sql).toContain('+a.postcode_inward >= ?');
    const scan = searchStatement(plan({ kind: 'scan' }, sector), 'sqlite');
    expect(scan.sql).toContain(' a.postcode_inward >= ?');
    expect(scan.sql).not.toContain('+');
    const onPostgres = searchStatement(plan({ kind: 'postcode' }, sector), 'postgres');
    expect(onPostgres.sql).not.toContain('+');
  });

  it('asks only for the outward code when no inward code is begun', () => {
    const district = searchStatement(
      plan({ kind: 'postcode' }, { outward: 'e3', inwardPrefix: '' }),
      'sqlite',
    );
    expect(district.sql).toBe(
      'select a.single_line_address, a.postcode, a.uprn from address a ' +
        'where a.postcode_outward = ? order by a.id limit ?',
    );
    expect(district.parameters).toEqual(['e3', 10]);
  });

  it('drops repeated addresses of a range with DISTINCT, unless an INTERSECT does it', () => {
    const alone: Driver = { kind: 'range', range, alsoWords: [], alsoRanges: [] };
    for (const kind of ['sqlite', 'postgres'] as const) {
      const { sql } = searchStatement(plan(alone), kind);
      expect(sql).toContain('(select distinct address_id as id from address_word where word');
      expect(sql).not.toContain('intersect');
    }
    const withPrefix = { ...alone, alsoRanges: [cole] };
    const intersected = searchStatement(plan(withPrefix), 'postgres').sql;
    expect(intersected).toContain(
      '(select address_id as id from address_word where word >= ? and word < ? intersect ' +
        'select address_id as id from address_word where word >= ? and word < ? order by 1)',
    );
    expect(intersected).not.toContain('distinct');
  });

  it('merges a word on SQLite as one more INTERSECT, on PostgreSQL as a join on the word key', () => {
    const driver: Driver = { kind: 'range', range, alsoWords: ['yew'], alsoRanges: [] };
    const sqlite = searchStatement(plan(driver), 'sqlite');
    expect(sqlite.sql).toContain(
      'where word >= ? and word < ? intersect select address_id as id from address_word where word = ? order by 1) d  order by d.id limit ?',
    );
    expect(sqlite.sql).not.toContain('distinct');
    expect(sqlite.parameters).toEqual([range.from, range.to, 'yew', 10]);
    const postgres = searchStatement(plan(driver), 'postgres');
    expect(postgres.sql).toContain(
      '(select distinct address_id as id from address_word where word >= ? and word < ? order by 1) d ' +
        'join address_word j0 on j0.address_id = d.id and j0.word = ?  order by d.id limit ?',
    );
    expect(postgres.sql).not.toContain('intersect');
    expect(postgres.parameters).toEqual([range.from, range.to, 'yew', 10]);
  });
});
