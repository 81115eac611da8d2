import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/index.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type DataProtectionAction = 'assessment-deleted' | 'submission-erased' | 'account-deleted';
export type DataProtectionRule =
  | 'retention-open'
  | 'retention-closed'
  | 'retention-submitted'
  | 'retention-unverified-account'
  | 'resident-request';

export interface DataProtectionEvent {
  action: DataProtectionAction;
  rule: DataProtectionRule;
  subjectKind: 'form' | 'user';
  subjectId: string;
  formTypeCode?: string | null;
  reference?: string | null;
  at: Date;
}

/**
 * Writes the audit row of a deletion or erasure, in the caller's transaction so the row exists
 * exactly when the deletion happened. It holds no personal data: an opaque id, the pathway,
 * a submission's reference, the rule and the time.
 */
export async function recordDataProtectionEvent(
  executor: Executor,
  event: DataProtectionEvent,
): Promise<void> {
  await executor
    .insertInto('data_protection_event')
    .values({
      id: randomUUID(),
      occurred_at: event.at.toISOString(),
      action: event.action,
      rule: event.rule,
      subject_kind: event.subjectKind,
      subject_id: event.subjectId,
      form_type_code: event.formTypeCode ?? null,
      reference: event.reference ?? null,
    })
    .execute();
}
