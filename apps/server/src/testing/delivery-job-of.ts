import type { Kysely } from 'kysely';
import type { Database } from '../database/database-schema.ts';

/** The delivery job queued for a submitted assessment, as stored; throws when there is none. */
export function deliveryJobOf(db: Kysely<Database>, formId: string) {
  return db
    .selectFrom('delivery_job')
    .selectAll()
    .where('form_id', '=', formId)
    .executeTakeFirstOrThrow();
}

/** Every delivery job queued for an assessment, as stored: one per submission, none before. */
export function deliveryJobsOf(db: Kysely<Database>, formId: string) {
  return db.selectFrom('delivery_job').selectAll().where('form_id', '=', formId).execute();
}
