import { describe, expect, it } from 'vitest';
import { ukMobileNumber } from './uk-mobile-number.ts';

describe('ukMobileNumber', () => {
  it.each([
    ['07700 900123', '07700900123'],
    ['07700-900-123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
    ['+447700900123', '07700900123'],
    ['07624 123456', '07624123456'],
    ['07123 456789', '07123456789'],
    ['(07700) 900123', '07700900123'],
  ])('recognises %s as a mobile', (written, national) => {
    expect(ukMobileNumber(written)).toBe(national);
  });

  it.each([
    '020 7946 0000',
    '0161 496 0000',
    '0770090012',
    '+1 555 0100',
    '7700900123',
    '',
    null,
    undefined,
  ])('sends no text to %s', (written) => {
    expect(ukMobileNumber(written)).toBeNull();
  });
});
