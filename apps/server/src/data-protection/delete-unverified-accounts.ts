import { deleteUserRecords } from './delete-user.ts';
import { daysBefore, type RetentionRun } from './retention-policy.ts';

/**
 * Accounts whose login e-mail was never confirmed, with no linked mobile (which proves the
 * person too), no assessment and no staff or admin role, are deleted
 * RETENTION_UNVERIFIED_ACCOUNT_DAYS after sign-up, exactly as if the resident had deleted them
 * (every table, one audit row). The conditions are checked again inside the deleting
 * transaction. Returns how many were (or would be) deleted.
 */
export async function deleteUnverifiedAccounts(run: RetentionRun): Promise<number> {
  const { db, now, policy } = run;
  const cutoff = daysBefore(now, policy.unverifiedAccountDays);
  const findStale = (executor: typeof db, userId?: string) => {
    let query = executor
      .selectFrom('app_user')
      .select('id')
      .where('is_email_verified', '=', 0)
      .where('mobile_phone_number', 'is', null)
      // Staff and admins sign up as residents do and are given roles; they need not confirm
      // their e-mail and own no assessment, yet their account is the council's inbox.
      .where('role_names', '=', '[]')
      .where('registration_time', '<=', cutoff)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('form').select('form.id').whereRef('form.owner_id', '=', 'app_user.id'),
          ),
        ),
      );
    if (userId) query = query.where('id', '=', userId);
    return query.execute();
  };
  const candidates = await findStale(db);
  if (run.isDryRun) return candidates.length;

  let deleted = 0;
  for (const candidate of candidates) {
    const wasDeleted = await db.transaction().execute(async (transaction) => {
      const stillStale = await findStale(transaction, candidate.id);
      if (stillStale.length === 0) return false;
      return deleteUserRecords(transaction, candidate.id, {
        rule: 'retention-unverified-account',
        at: now,
      });
    });
    if (wasDeleted) deleted += 1;
  }
  return deleted;
}
