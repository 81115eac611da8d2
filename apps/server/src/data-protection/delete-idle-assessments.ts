import { constants, type FormTypeCode } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { endJourney } from '../service-performance/index.ts';
import { deleteAssessmentAttachments } from './delete-assessment-records.ts';
import { forgetCouncilHeldResident } from './forget-council-held-resident.ts';
import { recordDataProtectionEvent } from './record-data-protection-event.ts';
import { daysBefore, type RetentionRun } from './retention-policy.ts';

/**
 * Storage limitation for assessments never submitted: an open one untouched for
 * RETENTION_OPEN_DAYS, and a closed (abandoned) one closed RETENTION_CLOSED_DAYS ago, is
 * deleted with its queued reminders and any stored PDF (and a phone caller's record with its
 * last assessment). Each deletion re-checks its condition in the delete itself, so a resident
 * saving at that moment keeps the assessment, and writes an audit row. Each deletion is counted for the service's performance figures (no more than
 * the day, pathway and whether it had been closed). Returns how many were (or, on a dry run, would be) deleted.
 */
export async function deleteIdleAssessments(run: RetentionRun): Promise<number> {
  const { db, now, policy } = run;
  const openCutoff = daysBefore(now, policy.openDays);
  const closedCutoff = daysBefore(now, policy.closedDays);
  const candidates = await db
    .selectFrom('form')
    .select(['id', 'form_type_code', 'status', 'owner_id'])
    .where('submitted_fields', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb.or([eb('status', 'is', null), eb('status', '!=', constants.abandonedStatus)]),
          eb('last_updated', '<=', openCutoff),
        ]),
        eb.and([
          eb('status', '=', constants.abandonedStatus),
          eb('last_updated', '<=', closedCutoff),
        ]),
      ]),
    )
    .execute();
  if (run.isDryRun) return candidates.length;

  let deleted = 0;
  for (const candidate of candidates) {
    const isClosed = candidate.status === constants.abandonedStatus;
    const wasDeleted = await db.transaction().execute(async (transaction) => {
      const result = await transaction
        .deleteFrom('form')
        .where('id', '=', candidate.id)
        .where('submitted_fields', 'is', null)
        .where('last_updated', '<=', isClosed ? closedCutoff : openCutoff)
        .where((eb) =>
          isClosed
            ? eb('status', '=', constants.abandonedStatus)
            : eb.or([eb('status', 'is', null), eb('status', '!=', constants.abandonedStatus)]),
        )
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) return false;
      await endJourney(
        transaction,
        {
          formId: candidate.id,
          pathway: pathwayFor(candidate.form_type_code as FormTypeCode),
          at: now,
        },
        { kind: 'deleted-by-retention', wasClosed: isClosed },
      );
      await deleteAssessmentAttachments(transaction, [candidate.id]);
      const rule = isClosed ? 'retention-closed' : 'retention-open';
      await recordDataProtectionEvent(transaction, {
        action: 'assessment-deleted',
        rule,
        subjectKind: 'form',
        subjectId: candidate.id,
        formTypeCode: candidate.form_type_code,
        at: now,
      });
      await forgetCouncilHeldResident(transaction, candidate.owner_id, { rule, at: now });
      return true;
    });
    if (wasDeleted) deleted += 1;
  }
  return deleted;
}
