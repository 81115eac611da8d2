import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '@csa/contracts';
import { FormRepository } from './form-repository.ts';
import { testDatabases } from '../testing/test-databases.ts';
import type { DatabaseHandle } from '../database/create-database.ts';

const databases = await testDatabases();

// Routes read the assessment for its owner before changing it, which would hide a repository
// method that dropped its own owner filter: these call the methods directly.
describe.each(databases)('FormRepository keeps to the owner on $name', (database) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    handle = await database.open();
    forms = new FormRepository(handle.db);
  });
  afterAll(async () => handle?.close());

  const create = (ownerId: string) =>
    forms.create({
      ownerId,
      formTypeCode: 'CSA',
      formName: 'Self-assessment',
      title: 'Care and Support Assessment Form',
      pageCount: 3,
    });

  const submission = (reference: string) => ({
    submittedFields: '{"personalDetails":{}}',
    careActOutcomes: '{}',
    careActUnmetCount: 0,
    careActThresholdReached: false,
    dateSubmitted: new Date().toISOString(),
    reference,
  });

  it('abandons only for the owner', async () => {
    const created = await create('olive');
    expect(await forms.abandon(created.id, 'mallory')).toBe(false);
    const untouched = await forms.get(created.id, 'olive');
    expect(untouched?.status).toBeNull();
    expect(untouched?.version).toBe(1);

    expect(await forms.abandon(created.id, 'olive')).toBe(true);
    const abandoned = await forms.get(created.id, 'olive');
    expect(abandoned?.status).toBe(constants.abandonedStatus);
    expect(abandoned?.version).toBe(2);
  });

  it('does not abandon a submitted assessment', async () => {
    const created = await create('oscar');
    expect(await forms.markSubmitted(created.id, 'oscar', submission('CSA-T-1'), 1)).toBe(true);
    expect(await forms.abandon(created.id, 'oscar')).toBe(false);
    expect((await forms.get(created.id, 'oscar'))?.status).toBeNull();
  });

  it('marks submitted only for the owner', async () => {
    const created = await create('opal');
    expect(await forms.markSubmitted(created.id, 'mallory', submission('CSA-T-2'), 1)).toBe(false);
    const untouched = await forms.get(created.id, 'opal');
    expect(untouched?.submittedFields).toBeNull();
    expect(untouched?.reference).toBeNull();
    expect(untouched?.version).toBe(1);

    expect(await forms.markSubmitted(created.id, 'opal', submission('CSA-T-3'), 1)).toBe(true);
    const submitted = await forms.get(created.id, 'opal');
    expect(submitted?.reference).toBe('CSA-T-3');
    expect(submitted?.version).toBe(2);
  });

  it('marks submitted only at the version read, once, and never when abandoned', async () => {
    const stale = await create('otto');
    await forms.save(stale.id, 'otto', 1, { dirtyFields: '{"a":1}' });
    expect(await forms.markSubmitted(stale.id, 'otto', submission('CSA-T-4'), 1)).toBe(false);
    expect(await forms.markSubmitted(stale.id, 'otto', submission('CSA-T-5'), 2)).toBe(true);
    expect(await forms.markSubmitted(stale.id, 'otto', submission('CSA-T-6'), 3)).toBe(false);
    expect((await forms.get(stale.id, 'otto'))?.reference).toBe('CSA-T-5');

    const closed = await create('otto');
    expect(await forms.abandon(closed.id, 'otto')).toBe(true);
    expect(await forms.markSubmitted(closed.id, 'otto', submission('CSA-T-7'), 2)).toBe(false);
  });

  it('counts and lists only the owner’s assessments', async () => {
    const mine = await create('orla');
    await create('someone-else');
    expect(await forms.countOpen('orla', 'CSA')).toBe(1);
    expect(
      (await forms.listPageByOwner('orla', { offset: 0, limit: 10 })).map((form) => form.id),
    ).toEqual([mine.id]);
    await forms.abandon(mine.id, 'orla');
    expect(await forms.countOpen('orla', 'CSA')).toBe(0);
  });
});
