import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
} from '../testing/index.ts';
import { StaffCaseRepository } from './staff-case-repository.ts';

const databases = await testDatabases();

describe.each(databases)('the staff case repository on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let cases: StaffCaseRepository;
  let submitted: Assessment[];

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    cases = new StaffCaseRepository(app.db);
    const resident = await createTestSession(app, { name: 'Resident' });
    submitted = [];
    for (const [firstName, lastName] of [
      ['Zoë', 'Brown'],
      ['Ann', 'Jones'],
      ['Ben', 'Smith'],
      ['Émile', 'Øvergård'],
    ] as const) {
      submitted.push(
        await submitTestAssessment(app, resident, 'CSA', undefined, {
          personalDetails: { firstName, lastName },
        }),
      );
    }
  });
  afterAll(async () => close());

  const listIds = async (filter: { q?: string; page?: number; pageSize?: number }) =>
    (await cases.list({ formTypeCodes: ['CSA'], page: 1, pageSize: 25, ...filter })).rows.map(
      (row) => row.id,
    );

  it('opens the case in the submitting transaction, named and new, before anyone reads the inbox', async () => {
    const opened = await app.db
      .selectFrom('staff_case')
      .select(['form_id', 'status', 'resident_name', 'opened_at'])
      .where(
        'form_id',
        'in',
        submitted.map((form) => form.id),
      )
      .orderBy('opened_at')
      .execute();
    expect(opened).toEqual(
      submitted.map((form, index) => ({
        form_id: form.id,
        status: 'new',
        resident_name: ['Zoë Brown', 'Ann Jones', 'Ben Smith', 'Émile Øvergård'][index],
        opened_at: form.dateSubmitted,
      })),
    );
  });

  it('pages through the inbox oldest first, without skipping or repeating a submission', async () => {
    const [first, second, third] = submitted.map((form) => form.id);
    expect(await listIds({ page: 1, pageSize: 2 })).toEqual([first, second]);
    expect(await listIds({ page: 2, pageSize: 2 })).toEqual([third, submitted[3]?.id]);
    expect(await listIds({ page: 3, pageSize: 2 })).toEqual([]);
  });

  it('finds a name with a letter outside ASCII as the resident wrote it', async () => {
    expect(await listIds({ q: 'zoë' })).toEqual([submitted[0]?.id]);
  });

  it('finds a name whatever the case of its accented capitals, as staff type it', async () => {
    const emile = submitted[3]?.id;
    for (const q of ['émile', 'ÉMILE', 'Émile øvergård', 'ØVERGÅRD']) {
      expect(await listIds({ q }), q).toEqual([emile]);
    }
  });

  it('shows a caller of no team no submission at all', async () => {
    const { rows, total } = await cases.list({ formTypeCodes: [], page: 1, pageSize: 25 });
    expect(rows).toEqual([]);
    expect(total).toBe(0);
    expect(await cases.get(submitted[0]?.id ?? '', [])).toBeNull();
  });
});
