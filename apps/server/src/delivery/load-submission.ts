import type { Kysely } from 'kysely';
import type { Assessment } from '@csa/contracts';
import type { Database } from '../database/database-schema.ts';
import { toAssessment } from '../forms/form-repository.ts';

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
 * A submitted assessment as the delivery worker needs it. Not owner-scoped, unlike every
 * resident-facing read: the worker acts for the council on every submission, and reaches this
 * only through a job the submission itself wrote.
 */
export async function loadSubmission(
  db: Kysely<Database>,
  formId: string,
): Promise<Submission | null> {
  const row = await db
    .selectFrom('form')
    .leftJoin('app_user', 'app_user.id', 'form.owner_id')
    .selectAll('form')
    .select([
      'app_user.id as userId',
      'app_user.email as contactEmail',
      'app_user.login_email as loginEmail',
      'app_user.mobile_phone_number as mobilePhoneNumber',
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
          mobilePhoneNumber: row.mobilePhoneNumber,
        }
      : null,
  };
}
