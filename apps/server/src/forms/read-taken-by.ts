import type { Kysely } from 'kysely';
import type { TakenBy } from '@csa/contracts';
import type { Database } from '../database/index.ts';

/** Who took a submission for a caller who phoned (assisted digital); null when the resident
 * made it online. Read beside the submission by the council's copies of it: the PDF, the
 * webhook and the case page. */
export async function readTakenBy(db: Kysely<Database>, formId: string): Promise<TakenBy | null> {
  const row = await db
    .selectFrom('form')
    .select(['taken_by_id', 'taken_by_name'])
    .where('id', '=', formId)
    .executeTakeFirst();
  if (!row?.taken_by_id || row.taken_by_name === null) return null;
  return { id: row.taken_by_id, name: row.taken_by_name };
}
