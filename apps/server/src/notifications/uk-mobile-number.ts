import { phonePattern } from '@csa/contracts';

/**
 * A UK mobile number a text can go to, as the digits of its national form (07...), or null.
 * The number must first be a UK number by the residents' own phone rule (personal details);
 * then only Ofcom's mobile ranges count: 071 to 075, 077 to 079 and 07624. 070 (personal
 * numbers) and other 076 numbers (pagers) are not mobiles, and a landline never gets a text.
 */
export function ukMobileNumber(phone: string | null | undefined): string | null {
  const written = phone?.trim() ?? '';
  if (!phonePattern.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  const national = digits.startsWith('44') ? `0${digits.slice(2)}` : digits;
  return /^07(?:[1-57-9]\d{8}|624\d{6})$/.test(national) ? national : null;
}
