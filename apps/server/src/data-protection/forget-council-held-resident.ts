import type { Transaction } from 'kysely';
import { deleteUserRecords } from './delete-user.ts';
import type { Database } from '../database/index.ts';
import type { DataProtectionRule } from './record-data-protection-event.ts';

/**
 * A council-held resident (a phone caller, docs/decisions/0135) exists only for the assessment
 * staff took: once retention has deleted or erased the last assessment it owns, its caller
 * details and its owner row go too, under the same rule and in the same transaction, rather
 * than waiting as an account nobody confirmed. A resident's own account is never touched here.
 */
export async function forgetCouncilHeldResident(
  transaction: Transaction<Database>,
  userId: string | null,
  options: { rule: DataProtectionRule; at: Date },
): Promise<void> {
  if (!userId) return;
  const record = await transaction
    .selectFrom('council_held_resident')
    .select('user_id')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('form').select('form.id').where('form.owner_id', '=', userId)),
      ),
    )
    .executeTakeFirst();
  if (!record) return;
  await eraseCouncilHeldResident(transaction, userId, options);
}

/**
 * The erasure of a council-held record, as a resident's own erasure of their account: drafts
 * deleted, submissions kept detached holding only what was sent, the caller's details and the
 * owner row gone, one audit row of opaque ids. False when there was no such record.
 */
export async function eraseCouncilHeldResident(
  transaction: Transaction<Database>,
  userId: string,
  options: { rule: DataProtectionRule; at: Date },
): Promise<boolean> {
  // A staff session still acting for the record would name an id that no longer exists.
  await transaction
    .updateTable('app_session')
    .set({ acting_for_user_id: null, acting_for_team: null })
    .where('acting_for_user_id', '=', userId)
    .execute();
  return deleteUserRecords(transaction, userId, options);
}
