/**
 * NHS number checks. The tenth digit is a modulus 11 check digit over the first nine, so most
 * typing mistakes (one wrong digit, two swapped digits) are caught before the form is sent.
 */

const nhsNumberLength = 10;

/** Whether `value` is exactly ten digits with a correct check digit. Spaces are not accepted
 * here: pass user input through `keepNhsDigits` first. */
export function isValidNhsNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let index = 0; index < nhsNumberLength - 1; index += 1) {
    // Weights run 10 down to 2 across the first nine digits.
    sum += (digits[index] ?? 0) * (nhsNumberLength - index);
  }
  const remainder = 11 - (sum % 11);
  // 11 stands for a check digit of 0; 10 cannot be written as one digit, so no NHS number
  // is ever issued with those first nine digits.
  if (remainder === 10) return false;
  const checkDigit = remainder === 11 ? 0 : remainder;
  return checkDigit === digits[nhsNumberLength - 1];
}

/** Digits of what the user typed, at most ten, so '943 476 5919' and '943-476-5919' both
 * become '9434765919' while they type. */
export function keepNhsDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, nhsNumberLength);
}
