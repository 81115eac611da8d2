import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { constants } from '@csa/contracts';
import type { Database, MobileCodeTable } from '../database/index.ts';
import { hashToken } from './session-tokens.ts';

/** Spec: codes last at most 10 minutes. Three wrong guesses end a code, on top of the
 * per-number lockout. */
export const mobileCodePolicy = { lifetimeMinutes: 10, maxAttempts: 3 } as const;

// The row id salts the hash, so equal codes for two people do not hash alike.
const hashCode = (id: string, code: string) => hashToken(`${id}:${code}`);

/** Makes a new 6-digit code from the CSPRNG, replacing any earlier one for the same purpose. */
export async function issueMobileCode(
  db: Kysely<Database>,
  options: {
    purpose: MobileCodeTable['purpose'];
    userId: string;
    phoneNumber: string;
    dateOfBirth: string;
  },
): Promise<string> {
  const code = String(randomInt(0, 10 ** constants.mobileCodeLength)).padStart(
    constants.mobileCodeLength,
    '0',
  );
  const id = randomUUID();
  const now = Date.now();
  await db.transaction().execute(async (transaction) => {
    await transaction
      .deleteFrom('mobile_code')
      .where('user_id', '=', options.userId)
      .where('purpose', '=', options.purpose)
      .execute();
    await transaction
      .insertInto('mobile_code')
      .values({
        id,
        purpose: options.purpose,
        user_id: options.userId,
        phone_number: options.phoneNumber,
        date_of_birth: options.dateOfBirth,
        code_hash: hashCode(id, code),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + mobileCodePolicy.lifetimeMinutes * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return code;
}

/**
 * Finds the live code for a phone number (sign-in) or a user (linking) and checks the guess.
 * A wrong guess uses up one of the code's attempts; a right one uses the code.
 */
export async function useMobileCode(
  db: Kysely<Database>,
  where: { purpose: MobileCodeTable['purpose']; phoneNumber?: string; userId?: string },
  code: string,
): Promise<Selectable<MobileCodeTable> | null> {
  const now = new Date().toISOString();
  let query = db
    .selectFrom('mobile_code')
    .selectAll()
    .where('purpose', '=', where.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', mobileCodePolicy.maxAttempts);
  if (where.phoneNumber) query = query.where('phone_number', '=', where.phoneNumber);
  if (where.userId) query = query.where('user_id', '=', where.userId);
  const candidates = await query.execute();
  for (const candidate of candidates) {
    if (candidate.code_hash === hashCode(candidate.id, code)) {
      const used = await db
        .updateTable('mobile_code')
        .set({ used_at: now })
        .where('id', '=', candidate.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n ? candidate : null;
    }
  }
  for (const candidate of candidates) {
    await db
      .updateTable('mobile_code')
      .set({ attempts: candidate.attempts + 1 })
      .where('id', '=', candidate.id)
      .execute();
  }
  return null;
}
