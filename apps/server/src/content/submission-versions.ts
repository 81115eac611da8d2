import type { Kysely, Transaction } from 'kysely';
import type { SubmissionVersions } from '@csa/contracts';
import type { Database } from '../database/database-schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Records, with the submission, the versions of what the resident was shown. */
export async function recordSubmissionVersions(
  executor: Executor,
  formId: string,
  versions: { contentVersion: number; questionnaireVersion: string },
): Promise<void> {
  await executor
    .updateTable('form')
    .set({
      content_version: versions.contentVersion,
      questionnaire_version: versions.questionnaireVersion,
    })
    .where('id', '=', formId)
    .execute();
}

/** As staff and the case system are told them; nulls for a submission made before they were
 * recorded. */
export async function readSubmissionVersions(
  executor: Executor,
  formId: string,
): Promise<SubmissionVersions> {
  const row = await executor
    .selectFrom('form')
    .select(['content_version', 'questionnaire_version'])
    .where('id', '=', formId)
    .executeTakeFirst();
  return {
    linksAndWording: row?.content_version ?? null,
    questionnaire: row?.questionnaire_version ?? null,
  };
}
