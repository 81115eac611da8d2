import { describe, expect, it } from 'vitest';
import { rankAddresses } from './rank-addresses.ts';

const address = (line: string) => ({ single_line_address: line, postcode: 'SE15 6JY' });

describe('rankAddresses', () => {
  it('puts addresses holding more of the query words whole first, keeping their order', () => {
    const found = [
      address('10 Colebrooke Street'),
      address('Flat 1, 12 Colebrooke Street'),
      address('100 Colebrooke Street'),
      address('1 Colebrooke Street'),
      address('11 Colebrooke Road'),
    ];
    expect(rankAddresses('1 Colebrooke St', found).map((one) => one.single_line_address)).toEqual([
      'Flat 1, 12 Colebrooke Street',
      '1 Colebrooke Street',
      '10 Colebrooke Street',
      '100 Colebrooke Street',
      '11 Colebrooke Road',
    ]);
  });

  it('reads the query and the addresses alike, whatever their case and punctuation', () => {
    const found = [address('3 Oak Court'), address('3A, OAK COURT')];
    expect(rankAddresses('3a oak', found).map((one) => one.single_line_address)).toEqual([
      '3A, OAK COURT',
      '3 Oak Court',
    ]);
  });

  it('leaves the order alone when no address holds more whole words than another', () => {
    const found = [address('2 Elm Road'), address('1 Elm Road')];
    expect(rankAddresses('elm', found)).toEqual(found);
  });
});
