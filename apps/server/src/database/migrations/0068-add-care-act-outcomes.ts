import { sql, type Kysely } from 'kysely';

/**
 * The Care Act outcomes computed from a submission when it is sent (docs/decisions/0120),
 * kept beside it as JSON so a later change to the content or its tags never alters what a
 * submitted case showed. Null before submission and for cases submitted before the column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form add column care_act_outcomes text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form drop column care_act_outcomes`.execute(db);
}
