import type { Kysely } from 'kysely';

/**
 * User satisfaction, kept apart from the submissions (docs/decisions/0132):
 * - performance_satisfaction: one answer, with only its day, pathway, rating and the optional
 *   suggestion; its id is random, so it cannot be joined to a submission.
 * - satisfaction_answered: which submissions have answered, so each answers once; it holds no
 *   answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('performance_satisfaction')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('form_type_code', 'text', (column) => column.notNull())
    .addColumn('rating', 'text', (column) => column.notNull())
    .addColumn('comment', 'text')
    .execute();
  await db.schema
    .createIndex('performance_satisfaction_day_idx')
    .on('performance_satisfaction')
    .columns(['day', 'form_type_code'])
    .execute();
  await db.schema
    .createTable('satisfaction_answered')
    .addColumn('form_id', 'text', (column) => column.primaryKey())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('satisfaction_answered').execute();
  await db.schema.dropTable('performance_satisfaction').execute();
}
