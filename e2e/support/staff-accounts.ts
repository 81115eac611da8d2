import * as OTPAuth from 'otpauth';
import { callApi } from './call-api.ts';
import { outboxMessage } from './outbox.ts';

/**
 * Staff accounts made the way the council's staff make them, through the service's own calls:
 * sign up, confirm the address from the e-mail, set up two-step verification with an
 * authenticator app and the code e-mailed to the account. For journeys that sign staff in for
 * real; seed-staff.ts writes a signed-in member of staff straight into SQLite instead.
 */

/** The password of every account these journeys sign up. */
export const accountPassword = 'correct horse battery staple';

type Answer = { data: Record<string, unknown> };

/** What an authenticator app holding `secret` shows at `at`. */
export function totpCode(secret: string, at = new Date()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

/** The code a staff account's two-step set-up e-mails to its sign-in address. */
export async function enrolmentCode(baseUrl: string, email: string): Promise<string> {
  const message = await outboxMessage(baseUrl, email, 'totp-enrolment-code');
  return /\b(\d{6})\b/.exec(message)?.[1] ?? '';
}

/** Signs up and follows the confirmation link e-mailed at sign-up: ADMIN_EMAILS gives the
 * admin role only to an address its owner has proved. That first confirmation ends every
 * session (decision 0090), so this signs in again and returns the new session's token. */
export async function signUpConfirmed(baseUrl: string, name: string, email: string) {
  const password = accountPassword;
  await callApi<Answer>(baseUrl, null, {
    method: 'POST',
    url: '/auth/signup',
    body: { name, email, password, postcode: 'SE15 4AB' },
  });
  const key = /\?key=([\w-]+)/.exec(await outboxMessage(baseUrl, email, 'verify-email'))?.[1];
  await callApi<Answer>(baseUrl, null, {
    method: 'GET',
    url: `/auth/verify-email?token=${key ?? ''}`,
  });
  const signedIn = await callApi<Answer>(baseUrl, null, {
    method: 'POST',
    url: '/auth/login',
    body: { email, password },
  });
  return String(signedIn.data.token);
}

/** Two-step verification set up through the calls, with the code e-mailed to a staff account;
 * the session that does it counts as having passed it. Returns the authenticator app's
 * secret. */
export async function turnOnTwoStep(baseUrl: string, token: string, email: string) {
  const started = await callApi<Answer>(baseUrl, token, {
    method: 'POST',
    url: '/internal/v1/userProfile/totp',
  });
  const secret = String(started.data.secret);
  await callApi<Answer>(baseUrl, token, {
    method: 'POST',
    url: '/internal/v1/userProfile/totp/verify',
    body: { code: totpCode(secret), emailCode: await enrolmentCode(baseUrl, email) },
  });
  return secret;
}
