import type { Kysely } from 'kysely';

/**
 * What a submission was shown (docs/decisions/0140): the version of the council's help links
 * and wording, and the questionnaire content's version (a hash of the content). Null for a
 * submission made before they were recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('form').addColumn('content_version', 'integer').execute();
  await db.schema.alterTable('form').addColumn('questionnaire_version', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('form').dropColumn('questionnaire_version').execute();
  await db.schema.alterTable('form').dropColumn('content_version').execute();
}
