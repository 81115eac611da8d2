import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the operating system's CSPRNG, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by the hash of their token, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
