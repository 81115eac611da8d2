import { daysBefore, type RetentionRun } from './retention-policy.ts';

/**
 * Sign-ins, e-mailed links, texted codes, PINs and attempt counters are useless once expired,
 * yet links and codes name the address or number they went to. They are removed a day after
 * they expired (the day's grace keeps "this link has expired" answers and recent lockouts
 * intact). Returns how many rows were (or would be) removed.
 */
export async function deleteExpiredCredentials(run: RetentionRun): Promise<number> {
  const { db, now } = run;
  const cutoff = daysBefore(now, 1);
  const expiring = [
    { table: 'app_session', column: 'expires_at' },
    { table: 'account_token', column: 'expires_at' },
    { table: 'mobile_code', column: 'expires_at' },
    { table: 'agent_login', column: 'expires_at' },
  ] as const;
  let removed = 0;
  for (const { table, column } of expiring) {
    if (run.isDryRun) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where(column, '<=', cutoff)
        .executeTakeFirst();
      removed += Number(row?.count ?? 0);
    } else {
      const result = await db.deleteFrom(table).where(column, '<=', cutoff).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
  }
  const staleCounters = db
    .selectFrom('attempt_counter')
    .where('window_started_at', '<=', cutoff)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', cutoff)]));
  if (run.isDryRun) {
    const row = await staleCounters
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return removed + Number(row?.count ?? 0);
  }
  const result = await db
    .deleteFrom('attempt_counter')
    .where('window_started_at', '<=', cutoff)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', cutoff)]))
    .executeTakeFirst();
  return removed + Number(result.numDeletedRows);
}
