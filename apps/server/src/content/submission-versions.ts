import type { Kysely, Transaction } from 'kysely';
import type { SubmissionVersions } from '@csa/contracts';
import type { ServiceContent, ServiceWording } from '@csa/questionnaire';
import type { Database } from '../database/index.ts';

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

/** The council's wording the resident was shown when they submitted (the version their
 * submission recorded), for their confirmation and their copy; null for a submission made
 * before versions were recorded, which keeps the service's built-in wording. */
export async function readWordingShown(
  executor: Executor,
  formId: string,
): Promise<ServiceWording | null> {
  const row = await executor
    .selectFrom('form')
    .innerJoin('content_version', 'content_version.version', 'form.content_version')
    .select('content_version.content')
    .where('form.id', '=', formId)
    .executeTakeFirst();
  // Checked by the schema when it was published; a version is never changed after.
  return row ? (JSON.parse(row.content) as ServiceContent).wording : null;
}
