import { sql, type Kysely } from 'kysely';

/**
 * Assisted digital (docs/decisions/0135): a resident who phones has their assessment taken by
 * a member of staff.
 * - council_held_resident: the caller as staff recorded them, beside the app_user row that owns
 *   the assessment (no password, no sign-in address, so nobody signs in as it); the team whose
 *   staff may act for it and who started it.
 * - app_session.acting_for_user_id / acting_for_team: the council-held record a staff session
 *   is acting for, set and cleared only by explicit staff calls; the resident form calls read
 *   it in the same query as the session.
 * - form.taken_by_id / taken_by_name: the member of staff who submitted it for the caller
 *   (channel phone); null for a resident's own submission (channel online).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('council_held_resident')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('team', 'text', (column) => column.notNull())
    .addColumn('caller_name', 'text', (column) => column.notNull())
    .addColumn('caller_phone', 'text')
    .addColumn('caller_email', 'text')
    .addColumn('caller_address', 'text')
    .addColumn('is_caller_the_person', 'integer', (column) => column.notNull())
    .addColumn('relationship', 'text')
    .addColumn('relationship_other', 'text')
    .addColumn('has_consent', 'integer', (column) => column.notNull())
    .addColumn('started_by_id', 'text', (column) => column.notNull())
    .addColumn('started_by_name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('handed_over_at', 'text')
    .execute();
  await db.schema
    .createIndex('council_held_resident_team_idx')
    .on('council_held_resident')
    .columns(['team', 'created_at'])
    .execute();
  // SQLite takes one column per ALTER TABLE.
  await sql`alter table app_session add column acting_for_user_id text`.execute(db);
  await sql`alter table app_session add column acting_for_team text`.execute(db);
  await sql`alter table form add column taken_by_id text`.execute(db);
  await sql`alter table form add column taken_by_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form drop column taken_by_name`.execute(db);
  await sql`alter table form drop column taken_by_id`.execute(db);
  await sql`alter table app_session drop column acting_for_team`.execute(db);
  await sql`alter table app_session drop column acting_for_user_id`.execute(db);
  await db.schema.dropTable('council_held_resident').execute();
}
