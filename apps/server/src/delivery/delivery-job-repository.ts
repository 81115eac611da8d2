import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { FormTypeCode } from '@csa/contracts';
import type { Database, DeliveryJobTable } from '../database/database-schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type DeliveryTeam = 'customer-services' | 'carers-centre';
export type DeliveryJob = Selectable<DeliveryJobTable>;

/** Spec §1: a CSA submission goes to the customer services team, a CARERS one to the carers
 * centre. */
export function deliveryTeamFor(formTypeCode: FormTypeCode): DeliveryTeam {
  return formTypeCode === 'CARERS' ? 'carers-centre' : 'customer-services';
}

/**
 * The outbox (DESIGN.md "background delivery"). Jobs are written in the transaction of the
 * change they announce; the delivery worker claims and drains them.
 */
export class DeliveryJobRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async enqueueSubmission(
    formId: string,
    formTypeCode: FormTypeCode,
    at: Date,
    executor: Executor = this.db,
  ): Promise<DeliveryJob> {
    const row: DeliveryJob = {
      id: randomUUID(),
      form_id: formId,
      kind: 'submission',
      team: deliveryTeamFor(formTypeCode),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at.toISOString(),
      last_error: null,
      created_at: at.toISOString(),
      completed_at: null,
    };
    await executor.insertInto('delivery_job').values(row).execute();
    return row;
  }

  async listForForm(formId: string, executor: Executor = this.db): Promise<DeliveryJob[]> {
    return executor
      .selectFrom('delivery_job')
      .selectAll()
      .where('form_id', '=', formId)
      .orderBy('created_at')
      .execute();
  }
}
