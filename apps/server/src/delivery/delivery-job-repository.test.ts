import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
