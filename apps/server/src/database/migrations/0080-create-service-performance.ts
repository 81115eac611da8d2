import type { Kysely } from 'kysely';

/**
 * Service performance, made only of counts (docs/decisions/0130):
 * - performance_count: one row per London day, pathway, measure and subject (an area, a step
 *   or a time bucket; '' when none) holding how many times it happened. No assessment id, no
 *   owner, no answer: these rows outlive the assessments they were counted from.
 * - performance_journey_step: the steps an assessment still in progress has reached, each
 *   once, so a step is counted only the first time and the last one reached can be folded
 *   into the drop-off counts when the assessment is submitted, closed or deleted. Its rows go
 *   at that moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('performance_count')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('form_type_code', 'text', (column) => column.notNull())
    .addColumn('measure', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('performance_count_pk', [
      'day',
      'form_type_code',
      'measure',
      'subject',
    ])
    .execute();
  await db.schema
    .createTable('performance_journey_step')
    .addColumn('form_id', 'text', (column) => column.notNull())
    .addColumn('measure', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('reached_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('performance_journey_step_pk', ['form_id', 'measure', 'subject'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('performance_journey_step').execute();
  await db.schema.dropTable('performance_count').execute();
}
