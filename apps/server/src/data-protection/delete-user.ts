import { sql, type Kysely, type Transaction } from 'kysely';
import { constants, type FormTypeCode } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { endJourney } from '../service-performance/index.ts';
import type { Database } from '../database/index.ts';
import {
  addressSeparator,
  textsCounterKey,
  verificationEmailsFromKey,
  verificationEmailsToKey,
} from '../accounts/index.ts';
import { deleteAssessmentAttachments } from './delete-assessment-records.ts';
import {
  recordDataProtectionEvent,
  type DataProtectionRule,
} from './record-data-protection-event.ts';

/**
 * The right to be forgotten, in one transaction: the account, its sessions, PINs, codes,
 * links, attempt counters, every assessment not yet submitted with its queued reminders and
 * stored PDF go. Submitted assessments are the council's record and stay, detached from the
 * login (owner_id null), holding only what was sent. One audit row without personal data records it.
 */
export async function deleteUser(
  db: Kysely<Database>,
  userId: string,
  options: { rule?: DataProtectionRule; at?: Date } = {},
): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    await deleteUserRecords(transaction, userId, options);
  });
}

/** The deletion itself, in the caller's transaction; false when there was no such user. */
export async function deleteUserRecords(
  transaction: Transaction<Database>,
  userId: string,
  options: { rule?: DataProtectionRule; at?: Date } = {},
): Promise<boolean> {
  const user = await transaction
    .selectFrom('app_user')
    .select(['login_email', 'email', 'mobile_phone_number'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return false;
  // The drafts are deleted first and their attachments after, by the ids the delete returns:
  // a submission that commits meanwhile (a trusted person's, on PostgreSQL) is then no longer
  // a draft when the delete meets its row, so neither it nor its delivery job goes. A list
  // read before the delete could still name it, and took its job.
  const drafts = await transaction
    .deleteFrom('form')
    .where('owner_id', '=', userId)
    .where('submitted_fields', 'is', null)
    .returning(['id', 'form_type_code', 'status'])
    .execute();
  // Each draft counts as deleted before submission, as a retention deletion does, before its
  // journey's steps go with the attachments below.
  for (const draft of drafts) {
    await endJourney(
      transaction,
      {
        formId: draft.id,
        pathway: pathwayFor(draft.form_type_code as FormTypeCode),
        at: options.at ?? new Date(),
      },
      { kind: 'deleted-with-account', wasClosed: draft.status === constants.abandonedStatus },
    );
  }
  await deleteAssessmentAttachments(
    transaction,
    drafts.map((draft) => draft.id),
  );
  // What is kept is only what was sent: the work in progress of a submission made before
  // submitting replaced it goes too.
  await transaction
    .updateTable('form')
    .set((eb) => ({
      owner_id: null,
      dirty_fields: eb.ref('submitted_fields').$castTo<string>(),
      version: eb('version', '+', 1),
    }))
    .where('owner_id', '=', userId)
    .execute();
  await transaction.deleteFrom('agent_login').where('user_id', '=', userId).execute();
  await transaction.deleteFrom('mobile_code').where('user_id', '=', userId).execute();
  await transaction.deleteFrom('account_token').where('user_id', '=', userId).execute();
  await transaction.deleteFrom('app_session').where('user_id', '=', userId).execute();
  await transaction.deleteFrom('login_challenge').where('user_id', '=', userId).execute();
  const counterKeys = [
    user.login_email ? `password:${user.login_email}` : null,
    user.login_email ? `pin:${user.login_email}` : null,
    user.login_email ? `recover:${user.login_email}` : null,
    user.login_email ? `signup:${user.login_email}` : null,
    user.mobile_phone_number ? `mobile:${user.mobile_phone_number}` : null,
    user.mobile_phone_number ? textsCounterKey(user.mobile_phone_number) : null,
    user.login_email ? verificationEmailsToKey(user.login_email) : null,
    user.email ? verificationEmailsToKey(user.email) : null,
    verificationEmailsFromKey(userId),
    `link:${userId}`,
    `totp:${userId}`,
  ].filter((key): key is string => key !== null);
  // Sign-in counters also exist per client address (`<key><separator><address>`).
  await transaction
    .deleteFrom('attempt_counter')
    .where((eb) =>
      eb.or([
        eb('key', 'in', counterKeys),
        ...counterKeys.map(
          (key) => sql<boolean>`key like ${`${escapeLike(key + addressSeparator)}%`} escape '\\'`,
        ),
      ]),
    )
    .execute();
  // A council-held resident's caller details (assisted digital) go with the record.
  await transaction.deleteFrom('council_held_resident').where('user_id', '=', userId).execute();
  await transaction.deleteFrom('app_user').where('id', '=', userId).execute();
  await recordDataProtectionEvent(transaction, {
    action: 'account-deleted',
    rule: options.rule ?? 'resident-request',
    subjectKind: 'user',
    subjectId: userId,
    at: options.at ?? new Date(),
  });
  return true;
}

/** A LIKE pattern that matches `text` literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
