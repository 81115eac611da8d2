import { describe, expect, it } from 'vitest';
import { isValidNhsNumber, keepNhsDigits } from './nhs-number.ts';

describe('isValidNhsNumber', () => {
  it.each(['9434765919', '4010232137', '9434765870', '9990000018'])('accepts %s', (value) => {
    expect(isValidNhsNumber(value)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '9434765918'],
    ['two swapped digits', '9434769519'],
    ['nine digits', '943476591'],
    ['eleven digits', '94347659190'],
    ['spaces', '943 476 5919'],
    ['letters', '94347659l9'],
    ['an empty string', ''],
  ])('rejects %s', (_, value) => {
    expect(isValidNhsNumber(value)).toBe(false);
  });

  it('treats a check of 11 as the digit 0', () => {
    // The weighted sum is 0, so 11 - 0 = 11 and the check digit must be 0.
    expect(isValidNhsNumber('0000000000')).toBe(true);
    expect(isValidNhsNumber('0000000001')).toBe(false);
  });

  it('rejects every number whose check would be 10', () => {
    // 6 * 2 = 12 and 11 - (12 % 11) = 10, which no single check digit can express.
    for (let checkDigit = 0; checkDigit <= 9; checkDigit += 1) {
      expect(isValidNhsNumber(`000000006${checkDigit}`)).toBe(false);
    }
  });
});

describe('keepNhsDigits', () => {
  it.each([
    ['943 476 5919', '9434765919'],
    ['943-476-5919', '9434765919'],
    ['94347659190123', '9434765919'],
    ['abc', ''],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(keepNhsDigits(input)).toBe(expected);
  });
});
