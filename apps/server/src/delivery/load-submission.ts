import type { Kysely } from 'kysely';
import type { Assessment } from '@csa/contracts';
import type { Database } from '../database/index.ts';
import { toAssessment } from '../forms/index.ts';
import { ukMobileNumber } from '../notifications/index.ts';

/** How the resident can be reached; null when the account was deleted after submitting. */
export interface ResidentContact {
  email: string | null;
  mobilePhoneNumber: string | null;
}

export interface Submission {
  form: Assessment & { reference: string; dateSubmitted: string; submittedFields: string };
  resident: ResidentContact | null;
  /** The stored Care Act outcomes as JSON; null for a submission made before they were kept. */
  careActOutcomes: string | null;
}

/**
 * A submitted assessment as the delivery worker needs it, with how to reach its owner: a
 * resident's account, or the caller a member of staff recorded (e-mail and phone). Not
 * owner-scoped, unlike every resident-facing read: the worker acts for the council on every
 * submission, and reaches this only through a job the submission itself wrote.
 */
export async function loadSubmission(
  db: Kysely<Database>,
  formId: string,
): Promise<Submission | null> {
  const row = await db
    .selectFrom('form')
    .leftJoin('app_user', 'app_user.id', 'form.owner_id')
    .leftJoin('council_held_resident', 'council_held_resident.user_id', 'form.owner_id')
    .selectAll('form')
    .select([
      'app_user.id as userId',
      'app_user.email as contactEmail',
      'app_user.login_email as loginEmail',
      'app_user.mobile_phone_number as mobilePhoneNumber',
      'council_held_resident.caller_phone as callerPhone',
    ])
    .where('form.id', '=', formId)
    .executeTakeFirst();
  if (!row?.submitted_fields || !row.reference || !row.date_submitted) return null;
  const form = toAssessment(row);
  return {
    form: {
      ...form,
      reference: row.reference,
      dateSubmitted: row.date_submitted,
      submittedFields: row.submitted_fields,
    },
    careActOutcomes: row.care_act_outcomes,
    resident: row.userId
      ? {
          email: row.contactEmail ?? row.loginEmail,
          // A phone caller (assisted digital) has no sign-in mobile: the number staff recorded
          // gets the text only when no e-mail was given and it is a UK mobile (never a
          // landline); a caller gets one receipt, by the contact they gave.
          mobilePhoneNumber:
            row.mobilePhoneNumber ??
            ((row.contactEmail ?? row.loginEmail) ? null : ukMobileNumber(row.callerPhone)),
        }
      : null,
  };
}
