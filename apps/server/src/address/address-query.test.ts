import { describe, expect, it } from 'vitest';
import { parseAddressQuery, postcodeParts } from './address-query.ts';

describe('reading an address query', () => {
  it('splits a postcode into its outward and inward codes, with or without the space', () => {
    expect(postcodeParts('SE15 6JY')).toEqual({ outward: 'se15', inward: '6jy' });
    expect(postcodeParts('e33ab')).toEqual({ outward: 'e3', inward: '3ab' });
    expect(postcodeParts('SW1A 1AA')).toEqual({ outward: 'sw1a', inward: '1aa' });
    expect(postcodeParts('not a postcode')).toBeUndefined();
  });

  it('reads a query ending in a postcode, whole or begun, as that postcode', () => {
    expect(parseAddressQuery('E3 3')).toMatchObject({
      postcode: { outward: 'e3', inwardPrefix: '3' },
      wordsBeforePostcode: [],
    });
    expect(parseAddressQuery('se156jy').postcode).toEqual({ outward: 'se15', inwardPrefix: '6jy' });
    expect(parseAddressQuery('SW11 ').postcode).toEqual({ outward: 'sw11', inwardPrefix: '' });
    expect(parseAddressQuery('1 Bow Road N1 1')).toEqual({
      words: ['1', 'bow', 'road', 'n1'],
      postcode: { outward: 'n1', inwardPrefix: '1' },
      wordsBeforePostcode: ['1', 'bow', 'road'],
    });
  });

  it('takes an inward code begun with letters, and an outward code alone when the last word cannot follow one', () => {
    expect(parseAddressQuery('E3 3ab').postcode).toEqual({ outward: 'e3', inwardPrefix: '3ab' });
    expect(parseAddressQuery('E3 x3').postcode).toEqual({ outward: 'x3', inwardPrefix: '' });
  });

  it('reads anything else as words only', () => {
    for (const query of [
      '12 Colebrooke Street',
      'flat 1 cole',
      'E3 3 Bow Road',
      'london',
      // Words that only end or begin like a postcode, or its halves.
      'Flat3',
      'e3abc',
      'E3 3abc',
      'xse156jy',
      'se156jyz',
    ]) {
      expect(parseAddressQuery(query).postcode, query).toBeUndefined();
    }
  });
});
