import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/create-database.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { DeliveryJobRepository, deliveryTeamFor } from './delivery-job-repository.ts';

const databases = await testDatabases();

describe.each(databases)('the delivery outbox on $name', (database) => {
  let handle: DatabaseHandle;
  let jobs: DeliveryJobRepository;

  beforeAll(async () => {
    handle = await database.open();
    jobs = new DeliveryJobRepository(handle.db);
  });
  afterAll(async () => handle?.close());

  it('sends CSA to customer services and CARERS to the carers centre', () => {
    expect(deliveryTeamFor('CSA')).toBe('customer-services');
    expect(deliveryTeamFor('CARERS')).toBe('carers-centre');
  });

  it('writes a pending job due now', async () => {
    const at = new Date('2026-02-03T10:00:00.000Z');
    await jobs.enqueueSubmission('form-1', 'CARERS', at);
    expect(await jobs.listForForm('form-1')).toEqual([
      expect.objectContaining({
        form_id: 'form-1',
        kind: 'submission',
        team: 'carers-centre',
        status: 'pending',
        attempts: 0,
        next_attempt_at: at.toISOString(),
      }),
    ]);
  });

  it('refuses a second submission job for the same assessment', async () => {
    await jobs.enqueueSubmission('form-2', 'CSA', new Date());
    await expect(jobs.enqueueSubmission('form-2', 'CSA', new Date())).rejects.toThrow();
    expect(await jobs.listForForm('form-2')).toHaveLength(1);
  });

  it('leaves no job behind when the transaction that wrote it rolls back', async () => {
    await expect(
      handle.db.transaction().execute(async (transaction) => {
        await jobs.enqueueSubmission('form-3', 'CSA', new Date(), transaction);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await jobs.listForForm('form-3')).toHaveLength(0);
  });
});

describe.each(databases)('claiming and settling outbox jobs on $name', (database) => {
  let handle: DatabaseHandle;
  let jobs: DeliveryJobRepository;
  const noon = new Date('2026-03-01T12:00:00.000Z');
  const minutes = (count: number) => new Date(noon.getTime() + count * 60_000);

  beforeEach(async () => {
    handle = await database.open();
    jobs = new DeliveryJobRepository(handle.db, handle.kind);
  });
  afterEach(async () => handle?.close());

  async function statusOf(jobId: string) {
    return (await jobs.get(jobId))?.status;
  }

  it('takes the job due longest first, new or waiting to retry, and none not due yet', async () => {
    const later = await jobs.enqueueSubmission('form-later', 'CSA', minutes(-9));
    await jobs.recordFailure(later.id, 'team-email: refused', minutes(-1));
    const earlier = await jobs.enqueueSubmission('form-earlier', 'CSA', minutes(-5));
    await jobs.enqueueSubmission('form-future', 'CSA', minutes(1));

    expect((await jobs.claimDue(noon, 60_000))?.id).toBe(earlier.id);
    expect((await jobs.claimDue(noon, 60_000))?.id).toBe(later.id);
    expect(await jobs.claimDue(noon, 60_000)).toBeNull();
  });

  it('takes a job due at exactly this moment', async () => {
    const job = await jobs.enqueueSubmission('form-now', 'CSA', noon);
    expect((await jobs.claimDue(noon, 60_000))?.id).toBe(job.id);
  });

  it('counts the attempt and leases the job, so it is not claimed twice until the lease ends', async () => {
    const job = await jobs.enqueueSubmission('form-lease', 'CARERS', minutes(-1));

    const claimed = await jobs.claimDue(noon, 120_000);
    expect(claimed).toMatchObject({
      id: job.id,
      attempts: 1,
      next_attempt_at: minutes(2).toISOString(),
    });
    expect(await jobs.claimDue(noon, 120_000)).toBeNull();
    expect(await jobs.claimDue(minutes(1), 120_000)).toBeNull();

    // The process holding it died: the job is due again when the lease ends.
    const reclaimed = await jobs.claimDue(minutes(2), 120_000);
    expect(reclaimed).toMatchObject({ id: job.id, attempts: 2 });
  });

  it('takes a job waiting to retry once its time comes, never a done or dead one', async () => {
    const done = await jobs.enqueueSubmission('form-done', 'CSA', minutes(-3));
    const dead = await jobs.enqueueSubmission('form-dead', 'CSA', minutes(-2));
    const failed = await jobs.enqueueSubmission('form-failed', 'CSA', minutes(-1));
    await jobs.complete(done.id, minutes(-3));
    await jobs.recordFailure(dead.id, 'case-webhook: case webhook answered 500', null);
    await jobs.recordFailure(failed.id, 'team-email: refused', minutes(1));

    expect(await jobs.claimDue(noon, 60_000)).toBeNull();
    expect((await jobs.claimDue(minutes(10), 60_000))?.id).toBe(failed.id);
    expect(await jobs.claimDue(minutes(10), 60_000)).toBeNull();
  });

  it('records a failed attempt with its error and retry time, or as dead when there is none', async () => {
    const retried = await jobs.enqueueSubmission('form-retried', 'CSA', noon);
    const given = await jobs.enqueueSubmission('form-given-up', 'CSA', noon);

    await jobs.recordFailure(retried.id, 'team-email: refused', minutes(7));
    await jobs.recordFailure(given.id, 'case-webhook: timed out', null);

    expect(await jobs.get(retried.id)).toMatchObject({
      status: 'failed',
      last_error: 'team-email: refused',
      next_attempt_at: minutes(7).toISOString(),
    });
    expect(await jobs.get(given.id)).toMatchObject({
      status: 'dead',
      last_error: 'case-webhook: timed out',
    });
  });

  it('completes a job: done, with the time, and no error left from an earlier attempt', async () => {
    const job = await jobs.enqueueSubmission('form-complete', 'CSA', noon);
    await jobs.recordFailure(job.id, 'team-email: refused', minutes(1));
    await jobs.complete(job.id, minutes(2));
    expect(await jobs.get(job.id)).toMatchObject({
      status: 'done',
      completed_at: minutes(2).toISOString(),
      last_error: null,
    });
  });

  it('puts only a dead job back in the queue, due now with a fresh count of attempts', async () => {
    const dead = await jobs.enqueueSubmission('form-requeue', 'CSA', minutes(-10));
    await jobs.claimDue(minutes(-10), 60_000);
    await jobs.recordFailure(dead.id, 'case-webhook: timed out', null);
    const done = await jobs.enqueueSubmission('form-finished', 'CSA', minutes(-10));
    await jobs.complete(done.id, minutes(-9));

    expect(await jobs.retryDead(done.id, noon)).toBe(false);
    expect(await statusOf(done.id)).toBe('done');
    expect(await jobs.retryDead(dead.id, noon)).toBe(true);
    expect(await jobs.get(dead.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      next_attempt_at: noon.toISOString(),
    });
    expect(await jobs.retryDead(dead.id, noon)).toBe(false);
  });

  it('extends the lease of a job in hand, not of one already settled', async () => {
    const running = await jobs.enqueueSubmission('form-running', 'CSA', noon);
    const settled = await jobs.enqueueSubmission('form-settled', 'CSA', noon);
    await jobs.complete(settled.id, noon);

    await jobs.extendLease(running.id, minutes(4));
    await jobs.extendLease(settled.id, minutes(4));

    expect((await jobs.get(running.id))?.next_attempt_at).toBe(minutes(4).toISOString());
    expect((await jobs.get(settled.id))?.next_attempt_at).toBe(noon.toISOString());
  });

  it('lists jobs by status and counts them, and dates the oldest not yet delivered', async () => {
    const done = await jobs.enqueueSubmission('form-a', 'CSA', minutes(-30));
    await jobs.complete(done.id, minutes(-29));
    const failed = await jobs.enqueueSubmission('form-b', 'CARERS', minutes(-20));
    await jobs.recordFailure(failed.id, 'team-email: refused', minutes(5));
    const pending = await jobs.enqueueSubmission('form-c', 'CSA', minutes(-10));

    expect((await jobs.list('failed', 10)).map((job) => job.id)).toEqual([failed.id]);
    expect((await jobs.list(undefined, 10)).map((job) => job.id)).toEqual([
      done.id,
      failed.id,
      pending.id,
    ]);
    expect(await jobs.list(undefined, 2)).toHaveLength(2);
    expect(await jobs.countByStatus()).toEqual({ done: 1, failed: 1, pending: 1 });
    expect(await jobs.oldestUndeliveredAt()).toBe(minutes(-20).toISOString());
  });

  it('queues one reminder per kind and assessment, and says whether this call queued it', async () => {
    expect(await jobs.enqueueReminder('form-r', 'reminder-return@x', noon)).toBe(true);
    expect(await jobs.enqueueReminder('form-r', 'reminder-return@x', noon)).toBe(false);
    expect(await jobs.listForForm('form-r')).toEqual([
      expect.objectContaining({ kind: 'reminder-return@x', team: 'resident', status: 'pending' }),
    ]);
  });
});
