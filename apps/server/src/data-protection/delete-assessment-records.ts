import type { Transaction } from 'kysely';
import type { Database } from '../database/index.ts';

/**
 * What hangs off an unsubmitted assessment once the form row is gone: its queued reminders
 * (outbox jobs), any stored PDF and the steps its journey had reached. Called in the
 * transaction that deleted the form.
 */
export async function deleteAssessmentAttachments(
  transaction: Transaction<Database>,
  formIds: string[],
): Promise<void> {
  if (formIds.length === 0) return;
  await transaction.deleteFrom('delivery_job').where('form_id', 'in', formIds).execute();
  await transaction.deleteFrom('submission_pdf').where('form_id', 'in', formIds).execute();
  await transaction
    .deleteFrom('performance_journey_step')
    .where('form_id', 'in', formIds)
    .execute();
}
