import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { FormTypeCode } from '@csa/contracts';
import type { Database, DatabaseKind, DeliveryJobTable } from '../database/index.ts';
import { reminderTeam } from './reminder-job-kind.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type DeliveryTeam = 'customer-services' | 'carers-centre';
export type DeliveryJob = Selectable<DeliveryJobTable>;
export type DeliveryStatus = 'pending' | 'failed' | 'dead' | 'done';

/** A job as operators see it, with the assessment's reference. */
export interface DeliveryJobView extends DeliveryJob {
  reference: string | null;
}

/** Spec §1: a CSA submission goes to the customer services team, a CARERS one to the carers
 * centre. */
export function deliveryTeamFor(formTypeCode: FormTypeCode): DeliveryTeam {
  return formTypeCode === 'CARERS' ? 'carers-centre' : 'customer-services';
}

/** The steps a job has finished: step name → ISO time it succeeded. */
export function finishedSteps(job: Pick<DeliveryJob, 'steps'>): Record<string, string> {
  return JSON.parse(job.steps) as Record<string, string>;
}

/** A job due now that has not been tried. */
function newJob(formId: string, kind: string, team: string, at: Date): DeliveryJob {
  return {
    id: randomUUID(),
    form_id: formId,
    kind,
    team,
    status: 'pending',
    attempts: 0,
    next_attempt_at: at.toISOString(),
    last_error: null,
    created_at: at.toISOString(),
    completed_at: null,
    steps: '{}',
  };
}

/** Jobs the worker may take: new ones and ones waiting to retry. */
const workableStatuses = ['pending', 'failed'];

/**
 * The outbox (DESIGN.md "background delivery"). Jobs are written in the transaction of the
 * change they announce; the delivery worker claims and drains them. A claim pushes the job's
 * next_attempt_at forward by a lease, so no other worker takes it while it runs, and a job
 * whose process died becomes due again when the lease ends.
 */
export class DeliveryJobRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind = 'sqlite',
  ) {}

  async enqueueSubmission(
    formId: string,
    formTypeCode: FormTypeCode,
    at: Date,
    executor: Executor = this.db,
  ): Promise<DeliveryJob> {
    const row = newJob(formId, 'submission', deliveryTeamFor(formTypeCode), at);
    await executor.insertInto('delivery_job').values(row).execute();
    return row;
  }

  /**
   * Queues a reminder to a resident unless the same reminder is already queued. True when this
   * call queued it.
   */
  async enqueueReminder(
    formId: string,
    kind: string,
    at: Date,
    executor: Executor = this.db,
  ): Promise<boolean> {
    return this.enqueueOnce(formId, kind, reminderTeam, at, executor);
  }

  /**
   * Queues a job unless one of the same kind for the same key is already queued: the unique
   * (form_id, kind) pair makes a repeat a no-op, even from two processes at once. True when
   * this call queued it.
   */
  async enqueueOnce(
    key: string,
    kind: string,
    team: string,
    at: Date,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .insertInto('delivery_job')
      .values(newJob(key, kind, team, at))
      .onConflict((conflict) => conflict.columns(['form_id', 'kind']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /**
   * Takes the job due longest, counting the attempt and leasing it until `now + leaseMs`.
   * PostgreSQL skips rows other processes hold (FOR UPDATE SKIP LOCKED); SQLite takes the
   * write lock first (BEGIN IMMEDIATE), so two processes on one file never claim the same job.
   */
  async claimDue(now: Date, leaseMs: number): Promise<DeliveryJob | null> {
    const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
    const claim = async (executor: Executor) => {
      let query = executor
        .selectFrom('delivery_job')
        .select('id')
        .where('status', 'in', workableStatuses)
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('next_attempt_at')
        .limit(1);
      if (this.kind === 'postgres') query = query.forUpdate().skipLocked();
      const due = await query.executeTakeFirst();
      if (!due) return null;
      return executor
        .updateTable('delivery_job')
        .set((eb) => ({ next_attempt_at: leaseEnd, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', due.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    };
    if (this.kind === 'postgres') return this.db.transaction().execute(claim);
    return this.db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const job = await claim(connection);
        await sql`commit`.execute(connection);
        return job;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
  }

  /** Keeps a job in hand leased while it runs (a step may take longer than one lease). */
  async extendLease(jobId: string, until: Date): Promise<void> {
    await this.db
      .updateTable('delivery_job')
      .set({ next_attempt_at: until.toISOString() })
      .where('id', '=', jobId)
      .where('status', 'in', workableStatuses)
      .execute();
  }

  /** Records one step as done, so a retry skips it. */
  async markStepDone(job: DeliveryJob, step: string, at: Date): Promise<DeliveryJob> {
    const steps = JSON.stringify({ ...finishedSteps(job), [step]: at.toISOString() });
    await this.db.updateTable('delivery_job').set({ steps }).where('id', '=', job.id).execute();
    return { ...job, steps };
  }

  async complete(jobId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('delivery_job')
      .set({ status: 'done', completed_at: at.toISOString(), last_error: null })
      .where('id', '=', jobId)
      .execute();
  }

  /** A failed attempt: waits until `retryAt`, or is dead when there is none. */
  async recordFailure(jobId: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .updateTable('delivery_job')
      .set(
        retryAt
          ? { status: 'failed', last_error: error, next_attempt_at: retryAt.toISOString() }
          : { status: 'dead', last_error: error },
      )
      .where('id', '=', jobId)
      .execute();
  }

  /** Puts a dead job back in the queue, due now, with a fresh count of attempts. */
  async retryDead(jobId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('delivery_job')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString() })
      .where('id', '=', jobId)
      .where('status', '=', 'dead')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async list(status: DeliveryStatus | undefined, limit: number): Promise<DeliveryJobView[]> {
    let query = this.db
      .selectFrom('delivery_job')
      .leftJoin('form', 'form.id', 'delivery_job.form_id')
      .selectAll('delivery_job')
      .select('form.reference');
    if (status) query = query.where('delivery_job.status', '=', status);
    return query
      .orderBy('delivery_job.created_at')
      .orderBy('delivery_job.id')
      .limit(limit)
      .execute();
  }

  async get(jobId: string): Promise<DeliveryJob | null> {
    const row = await this.db
      .selectFrom('delivery_job')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirst();
    return row ?? null;
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('delivery_job')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** Creation time of the oldest job not yet delivered (pending or waiting to retry). */
  async oldestUndeliveredAt(): Promise<string | null> {
    const row = await this.db
      .selectFrom('delivery_job')
      .select('created_at')
      .where('status', 'in', workableStatuses)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at ?? null;
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
