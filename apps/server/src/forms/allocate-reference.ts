import { sql } from 'kysely';
import type { FormTypeCode } from '@csa/contracts';
import type { Executor } from './form-repository.ts';

/** References count by the council's calendar year, which is the year in London. */
function londonYear(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(at),
  );
}

/**
 * The next council reference for a form type, such as CSA-2026-000123: one counter row per
 * form type and year, incremented by an upsert that locks the row until the transaction ends.
 * Called inside the submission transaction, so a rolled-back submission leaves no gap.
 */
export async function allocateReference(
  executor: Executor,
  formTypeCode: FormTypeCode,
  at: Date,
): Promise<string> {
  const year = londonYear(at);
  const row = await executor
    .insertInto('form_reference_counter')
    .values({ form_type_code: formTypeCode, year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['form_type_code', 'year'])
        .doUpdateSet({ last_number: sql<number>`form_reference_counter.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${formTypeCode}-${year}-${String(row.last_number).padStart(6, '0')}`;
}
