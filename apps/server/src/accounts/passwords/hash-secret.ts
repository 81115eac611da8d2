import { createHash } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane. Used for passwords and PINs. */
const argon2idOptions = {
  algorithm: 2 as Algorithm, // Argon2id; the enum is const and cannot be imported as a value
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, argon2idOptions);
}

export async function verifySecret(secretHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(secretHash, secret);
  } catch {
    // A malformed stored hash is a failed match, never a crash that reveals anything.
    return false;
  }
}

/** A real hash of a throwaway value: checked against when no account matches, so a wrong
 * e-mail takes as long to refuse as a wrong password. */
const decoyHash = hashSecret('decoy password for unknown accounts');

export async function spendDecoyVerification(secret: string): Promise<void> {
  await verifySecret(await decoyHash, secret);
}

/**
 * A PIN's argon2id hash with a salt fixed per account (derived from `saltSource`: the user id,
 * or for an unknown account the e-mail asked for). Signing in hashes the PIN once and looks the
 * result up among the account's PINs, so the time taken does not depend on how many PINs the
 * account has, nor on whether it exists. The salt still differs between accounts, so a stolen
 * table must be brute-forced account by account, as before.
 */
export function hashPin(pin: string, saltSource: string): Promise<string> {
  const salt = createHash('sha256').update(`pin-salt:${saltSource}`).digest().subarray(0, 16);
  return hash(pin, { ...argon2idOptions, salt });
}
