import * as OTPAuth from 'otpauth';
import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';

/** RFC 6238 defaults, which every authenticator app understands. */
const period = 30;
const digits = 6;
/** One step either side tolerates a phone clock up to 30 seconds out. */
const window = 1;

/** `names` only show in the otpauth URL; checking a code needs none. */
function totpFor(secret: string, names: { issuer: string; label: string } | null): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    ...names,
    algorithm: 'SHA1',
    digits,
    period,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/**
 * A new random secret (160 bits, as RFC 4226 recommends), its otpauth:// URL and that URL as
 * a QR code. The QR code is drawn here rather than in the browser so no web chunk carries a
 * QR library (docs/decisions/0041).
 */
export async function newTotpSecret(options: { issuer: string; label: string }): Promise<{
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}> {
  // Stryker disable next-line ObjectLiteral: 20 bytes is also otpauth's default size; the size is stated for the reader, and the enrolment test checks the 32 base32 characters.
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, options).toString();
  // Imported on first use: only staff setting up two-step sign-in need it (decision 0064).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, width: 200 });
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The time step a code matches at `now`, or null when it matches none in the window. */
export function matchingTimeStep(secret: string, code: string, now: Date): number | null {
  const totp = totpFor(secret, null);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * Checks a code against the account's secret and spends it: a code is accepted only for a
 * time step later than the last one accepted, recorded in the same statement, so a code seen
 * over someone's shoulder or replayed by two requests at once signs in at most once.
 * `requireEnabled` false is for the enrolment confirmation, before two-step is on.
 */
export async function spendTotpCode(
  db: Kysely<Database>,
  options: { userId: string; code: string; now: Date; requireEnabled?: boolean },
): Promise<boolean> {
  const user = await db
    .selectFrom('app_user')
    .select(['totp_secret', 'totp_enabled_at'])
    .where('id', '=', options.userId)
    .executeTakeFirst();
  if (!user?.totp_secret) return false;
  if ((options.requireEnabled ?? true) && !user.totp_enabled_at) return false;
  const step = matchingTimeStep(user.totp_secret, options.code, options.now);
  if (step === null) return false;
  const result = await db
    .updateTable('app_user')
    .set({ totp_last_step: step })
    .where('id', '=', options.userId)
    .where('totp_secret', '=', user.totp_secret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
