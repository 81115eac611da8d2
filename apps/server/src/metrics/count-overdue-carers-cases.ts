import type { Kysely } from 'kysely';
import { constants } from '@csa/contracts';
import type { Database } from '../database/index.ts';

/**
 * CARERS submissions past the carers centre's date to contact by (the rule of
 * service-performance/contact-due.ts: due `carersContactDays` after submission) that are neither contacted
 * nor closed. A submission no staff member has opened yet has no case row and counts too: it
 * is the most overdue of all.
 */
export async function countOverdueCarersCases(db: Kysely<Database>, now: Date): Promise<number> {
  const submittedBefore = new Date(now.getTime() - constants.carersContactDays * 86_400_000);
  const row = await db
    .selectFrom('form')
    .leftJoin('staff_case', 'staff_case.form_id', 'form.id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('form.form_type_code', '=', 'CARERS')
    .where('form.submitted_fields', 'is not', null)
    .where('form.date_submitted', '<', submittedBefore.toISOString())
    .where((eb) =>
      eb.or([
        eb('staff_case.status', 'is', null),
        eb('staff_case.status', 'not in', ['contacted', 'closed']),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
