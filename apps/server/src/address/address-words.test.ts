import { describe, expect, it } from 'vitest';
import { addressWords, prefixRange, searchWords } from './address-words.ts';

describe('address search words', () => {
  it('lower-cases, drops accents and punctuation, and removes repeats', () => {
    expect(searchWords("Flat 2, St. Mary's Café, London, London")).toEqual([
      'flat',
      '2',
      'st',
      'mary',
      's',
      'cafe',
      'london',
    ]);
  });

  it('adds the postcode without its space', () => {
    expect(addressWords('1 Colebrooke Street, London, SE15 6JY', 'SE15 6JY')).toContain('se156jy');
  });

  it('adds the compact postcode once, and only when it is a word of letters and digits', () => {
    // A district alone ('E1') is already a word of the address.
    expect(addressWords('1 Bow Road, London', 'E1').filter((word) => word === 'e1')).toHaveLength(
      1,
    );
    // A postcode with punctuation in it is not one word: its parts are the words.
    expect(addressWords('Stall 4, Bow Market', 'E1-4AA')).toEqual([
      'stall',
      '4',
      'bow',
      'market',
      'e1',
      '4aa',
    ]);
  });

  it('turns a prefix into a range of the [0-9a-z] alphabet', () => {
    expect(prefixRange('coleb')).toEqual({ from: 'coleb', to: 'colec' });
    expect(prefixRange('a9')).toEqual({ from: 'a9', to: 'aa' });
    expect(prefixRange('az')).toEqual({ from: 'az', to: 'b' });
    expect(prefixRange('a0')).toEqual({ from: 'a0', to: 'a1' });
    expect(prefixRange('zz')).toEqual({ from: 'zz', to: undefined });
  });
});
