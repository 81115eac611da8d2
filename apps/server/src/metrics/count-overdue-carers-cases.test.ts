import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { constants } from '@csa/contracts';
import { StaffCaseRepository } from '../staff/staff-case-repository.ts';
import {
  createTestSession,
  submitTestAssessment,
  testDatabases,
  buildTestApp,
} from '../testing/index.ts';
import { countOverdueCarersCases } from './count-overdue-carers-cases.ts';

const databases = await testDatabases();
const contactWindowMs = constants.carersContactDays * 86_400_000;

describe.each(databases)('CARERS cases overdue for contact ($name)', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let due: number;
  let carersId: string;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '10' }));
    const resident = await createTestSession(app);
    const carers = await submitTestAssessment(app, resident, 'CARERS');
    await submitTestAssessment(app, resident, 'CSA');
    carersId = carers.id;
    due = Date.parse(carers.dateSubmitted ?? '') + contactWindowMs;
  });
  afterAll(async () => close());

  it('counts a CARERS submission once its date to contact by has passed, never a CSA one', async () => {
    expect(await countOverdueCarersCases(app.db, new Date(due))).toBe(0);
    expect(await countOverdueCarersCases(app.db, new Date(due + 1000))).toBe(1);
    expect(await countOverdueCarersCases(app.db, new Date(due + 100 * contactWindowMs))).toBe(1);
  });

  it.each([
    ['new', 1],
    ['in-progress', 1],
    ['contacted', 0],
    ['closed', 0],
  ])('counts a case whose status is %s %i times', async (status, expected) => {
    await new StaffCaseRepository(app.db).openNewCases(new Date(due));
    await app.db
      .updateTable('staff_case')
      .set({ status })
      .where('form_id', '=', carersId)
      .execute();
    expect(await countOverdueCarersCases(app.db, new Date(due + 1000))).toBe(expected);
  });
});
