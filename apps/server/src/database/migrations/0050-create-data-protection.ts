import type { Kysely } from 'kysely';

/**
 * Data protection.
 *
 * - `data_protection_event`: one row per deletion or erasure (retention rules and a resident
 *   deleting their account), append-only and without personal data: what happened, to which
 *   opaque id, under which rule, and when. The staff audit table can be read
 *   alongside it by `subject_id` (a form or user id) and time.
 * - `scheduled_task`: one row per periodic task, so that of several server processes only one
 *   runs the hourly retention job (a conditional update claims it).
 * - `app_user.is_reminder_enabled`: the resident's choice about save-and-return reminders.
 * - `erased_submission`: submissions whose personal data was erased after the retention
 *   period; the form row stays as a tombstone (reference, pathway, dates) for statistics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_protection_event')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull())
    .addColumn('subject_kind', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('form_type_code', 'text')
    .addColumn('reference', 'text')
    .execute();
  await db.schema
    .createIndex('data_protection_event_time_idx')
    .on('data_protection_event')
    .column('occurred_at')
    .execute();

  await db.schema
    .createTable('scheduled_task')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('locked_until', 'text')
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_result', 'text')
    .execute();

  await db.schema
    .alterTable('app_user')
    .addColumn('is_reminder_enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('erased_submission')
    .addColumn('form_id', 'text', (column) => column.primaryKey())
    .addColumn('erased_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('form_last_updated_idx')
    .on('form')
    .columns(['submitted_fields', 'last_updated'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('form_last_updated_idx').execute();
  await db.schema.dropTable('erased_submission').execute();
  await db.schema.alterTable('app_user').dropColumn('is_reminder_enabled').execute();
  await db.schema.dropTable('scheduled_task').execute();
  await db.schema.dropTable('data_protection_event').execute();
}
