import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditEvent } from '@csa/contracts';
import type { AuditEventTable, Database } from '../database/index.ts';
import type { StaffActor } from './staff-actor.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type AuditAction = AuditEvent['action'];

export const auditPageSize = 50;

/** What an audit row of staff work for a caller says beyond its action: for whom (the
 * council-held record's opaque id, never the caller's name) and the channel. */
export function callerAuditDetail(councilHeldUserId: string): string {
  return `for council-held resident ${councilHeldUserId}; channel phone`;
}

function toAuditEvent(row: Selectable<AuditEventTable> & { reference: string | null }): AuditEvent {
  return {
    id: row.id,
    at: row.occurred_at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action as AuditAction,
    formId: row.form_id,
    clientAddress: row.client_address,
    detail: row.detail,
    reference: row.reference,
  };
}

/**
 * The audit trail of staff work: who read or changed which submission, when, from where.
 * Rows are only ever added; the database refuses updates and deletes (migration 0040). A
 * read is written before the data leaves, so nothing is shown that was not recorded.
 */
export class AuditLog {
  constructor(private readonly db: Kysely<Database>) {}

  async record(
    entry: {
      actor: StaffActor;
      action: AuditAction;
      formId: string | null;
      clientAddress: string | null;
      detail?: string | null;
      at: Date;
    },
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .insertInto('audit_event')
      .values({
        id: randomUUID(),
        occurred_at: entry.at.toISOString(),
        actor_id: entry.actor.id,
        actor_email: entry.actor.email,
        action: entry.action,
        form_id: entry.formId,
        client_address: entry.clientAddress,
        detail: entry.detail ?? null,
      })
      .execute();
  }

  /** Newest first. `formId` matches the submission's id or its reference, `actor` the actor's
   * id or e-mail. */
  async list(filter: {
    formId?: string | undefined;
    actor?: string | undefined;
    page: number;
  }): Promise<{ events: AuditEvent[]; total: number }> {
    // Left joined: the audit row outlives an erased submission.
    let query = this.db
      .selectFrom('audit_event')
      .leftJoin('form', 'form.id', 'audit_event.form_id');
    if (filter.formId) {
      const formId = filter.formId;
      query = query.where((eb) =>
        eb.or([
          eb('audit_event.form_id', '=', formId),
          eb('form.reference', '=', formId.toUpperCase()),
        ]),
      );
    }
    if (filter.actor) {
      const actor = filter.actor;
      query = query.where((eb) =>
        eb.or([
          eb('audit_event.actor_id', '=', actor),
          eb('audit_event.actor_email', '=', actor.toLowerCase()),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll('audit_event')
        .select('form.reference')
        .orderBy('audit_event.occurred_at', 'desc')
        .orderBy('audit_event.id')
        .limit(auditPageSize)
        .offset((filter.page - 1) * auditPageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
    ]);
    return { events: rows.map(toAuditEvent), total: Number(count?.total ?? 0) };
  }
}
