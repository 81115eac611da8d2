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

  it('turns a prefix into a range of the [0-9a-z] alphabet', () => {
    expect(prefixRange('coleb')).toEqual({ from: 'coleb', to: 'colec' });
    expect(prefixRange('a9')).toEqual({ from: 'a9', to: 'aa' });
    expect(prefixRange('az')).toEqual({ from: 'az', to: 'b' });
    expect(prefixRange('a0')).toEqual({ from: 'a0', to: 'a1' });
    expect(prefixRange('zz')).toEqual({ from: 'zz', to: undefined });
  });
});
