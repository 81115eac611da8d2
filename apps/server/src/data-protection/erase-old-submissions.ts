import { forgetNameInSearch } from '../staff/index.ts';
import { forgetCouncilHeldResident } from './forget-council-held-resident.ts';
import { recordDataProtectionEvent } from './record-data-protection-event.ts';
import { daysBefore, type RetentionRun } from './retention-policy.ts';

/**
 * After RETENTION_SUBMITTED_DAYS a submission's personal data, answers and stored PDF are
 * erased from this service; the council's case system holds its own copy. The row stays as a
 * tombstone with reference, pathway and dates for statistics, detached from any login, and an
 * `erased_submission` row says when. A phone caller's record goes with its last assessment.
 * Returns how many were (or would be) erased.
 */
export async function eraseOldSubmissions(run: RetentionRun): Promise<number> {
  const { db, now, policy } = run;
  const cutoff = daysBefore(now, policy.submittedDays);
  const candidates = await db
    .selectFrom('form')
    .select(['id', 'form_type_code', 'reference', 'owner_id'])
    .where('submitted_fields', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('erased_submission')
            .select('erased_submission.form_id')
            .whereRef('erased_submission.form_id', '=', 'form.id'),
        ),
      ),
    )
    .where('date_submitted', '<=', cutoff)
    .execute();
  if (run.isDryRun) return candidates.length;

  let erased = 0;
  for (const candidate of candidates) {
    const wasErased = await db.transaction().execute(async (transaction) => {
      const claimed = await transaction
        .insertInto('erased_submission')
        .values({ form_id: candidate.id, erased_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('form_id').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
      await transaction
        .updateTable('form')
        .set((eb) => ({
          owner_id: null,
          form_name: '',
          dirty_fields: '{}',
          submitted_fields: '{}',
          care_act_outcomes: null,
          care_act_unmet_count: null,
          care_act_threshold_reached: null,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', candidate.id)
        .execute();
      await transaction.deleteFrom('submission_pdf').where('form_id', '=', candidate.id).execute();
      // The staff inbox's copies of the name and the Care Act figures, and the staff's notes
      // on the case.
      await transaction
        .updateTable('staff_case')
        .set({ resident_name: '', care_act_unmet_count: null, care_act_threshold_reached: null })
        .where('form_id', '=', candidate.id)
        .execute();
      await forgetNameInSearch(transaction, candidate.id);
      await transaction
        .updateTable('staff_case_event')
        .set({ note: null })
        .where('form_id', '=', candidate.id)
        .execute();
      // A delivery error could quote an address; the job itself stays for statistics.
      await transaction
        .updateTable('delivery_job')
        .set({ last_error: null })
        .where('form_id', '=', candidate.id)
        .execute();
      await recordDataProtectionEvent(transaction, {
        action: 'submission-erased',
        rule: 'retention-submitted',
        subjectKind: 'form',
        subjectId: candidate.id,
        formTypeCode: candidate.form_type_code,
        reference: candidate.reference,
        at: now,
      });
      await forgetCouncilHeldResident(transaction, candidate.owner_id, {
        rule: 'retention-submitted',
        at: now,
      });
      return true;
    });
    if (wasErased) erased += 1;
  }
  return erased;
}
