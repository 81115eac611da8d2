import { isUkMobileNumber } from '@csa/contracts';

/**
 * A phone number staff recorded, as the recipient of a text: the digits of its national form
 * (07...) when it is a UK mobile by the service's one rule (`isUkMobileNumber`, which the
 * handover link's texts use too), else null, so a landline never gets a text.
 */
export function ukMobileNumber(phone: string | null | undefined): string | null {
  if (!phone || !isUkMobileNumber(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('44') ? `0${digits.slice(2)}` : digits;
}
