import { describe, expect, it } from 'vitest';
import { addressLine, personalDetailsRows } from './personal-details-rows.ts';

describe('the address as shown on check-your-answers and in the PDF', () => {
  it('adds the postcode of an address typed by hand', () => {
    const rows = personalDetailsRows({
      firstName: 'Ada',
      lastName: 'Okafor',
      address: { single_line_address: '3 New Build Lane, London', postcode: 'SE15 6JY' },
    });
    expect(rows.find((row) => row.key === 'Address')?.value).toBe(
      '3 New Build Lane, London, SE15 6JY',
    );
  });

  it('does not repeat a postcode the line already holds, however it is spaced', () => {
    expect(
      addressLine({ single_line_address: '1 Colebrooke Street, SE15 6JY', postcode: 'se156jy' }),
    ).toBe('1 Colebrooke Street, SE15 6JY');
    expect(addressLine({ single_line_address: '1 Colebrooke Street' })).toBe('1 Colebrooke Street');
  });
});
