import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CallerSummary } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { submitForCaller } from '../testing/submit-for-caller.ts';

const databases = await testDatabases();
const dayMs = 86_400_000;
const openDays = 180;
const submittedDays = 2557;

/** Council-held records (assisted digital) follow the residents' retention rules, and their
 * caller details and owner row go with the last assessment they own. */
describe.each(databases)('retention of phone callers’ records on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = new Date();
  let staff: TestSession;
  const runAt = (now: Date) => {
    clock = now;
    return app.retention.run();
  };

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database,
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        DELIVERY_POLL_MS: '600000',
        RETENTION_OPEN_DAYS: String(openDays),
        RETENTION_SUBMITTED_DAYS: String(submittedDays),
        // Longer than both: the records must go with their assessment, not as accounts never
        // confirmed.
        RETENTION_UNVERIFIED_ACCOUNT_DAYS: '4000',
      },
      undefined,
      { now: () => clock },
    ));
  }, 60_000);
  afterAll(async () => close());
  beforeEach(async () => {
    clock = new Date();
    // Each case starts from its own records: a far-off clock would act on the others' too.
    for (const table of ['form', 'delivery_job', 'submission_pdf', 'erased_submission'] as const) {
      await app.db.deleteFrom(table).execute();
    }
    await app.db.deleteFrom('council_held_resident').execute();
    staff = await createTestSession(app, {
      name: 'Colin Services',
      loginEmail: `colin.${Date.now()}@council.test`,
      roleNames: ['customer-services'],
    });
  });

  const recordOf = async (userId: string) => ({
    caller: await app.db
      .selectFrom('council_held_resident')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    owner: await app.db
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst(),
  });

  async function startCaller(): Promise<CallerSummary> {
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/staff/callers',
      headers: staff.headers,
      payload: {
        formTypeCode: 'CSA',
        callerFirstName: 'Winifred',
        callerLastName: 'Atwell',
        phone: '020 7946 0401',
        isCallerThePerson: true,
        hasConsent: true,
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.json<{ data: CallerSummary }>().data;
  }

  const ownerOfForm = async (formId: string) =>
    (
      await app.db
        .selectFrom('form')
        .select('owner_id')
        .where('id', '=', formId)
        .executeTakeFirstOrThrow()
    ).owner_id ?? '';

  it('deletes an open one after the open period, with the caller’s details and owner row', async () => {
    const caller = await startCaller();
    const startedAt = Date.parse(caller.startedAt);

    await runAt(new Date(startedAt + (openDays - 1) * dayMs));
    expect(await recordOf(caller.id)).toEqual({
      caller: { user_id: caller.id },
      owner: { id: caller.id },
    });

    const counts = await runAt(new Date(startedAt + openDays * dayMs + 60_000));
    expect(counts.deleted).toBe(1);
    const form = await app.db
      .selectFrom('form')
      .select('id')
      .where('id', '=', caller.formId ?? '')
      .executeTakeFirst();
    expect(form).toBeUndefined();
    expect(await recordOf(caller.id)).toEqual({ caller: undefined, owner: undefined });
    // The audit rows hold only opaque ids.
    const events = await app.db
      .selectFrom('data_protection_event')
      .selectAll()
      .where('subject_id', 'in', [caller.id, caller.formId ?? ''])
      .execute();
    expect(events.map((event) => [event.action, event.rule]).sort()).toEqual([
      ['account-deleted', 'retention-open'],
      ['assessment-deleted', 'retention-open'],
    ]);
    expect(JSON.stringify(events)).not.toContain('Winifred');
  });

  it('erases a submitted one after seven years, with the caller’s details and owner row', async () => {
    const submitted = await submitForCaller(app, staff, { phone: '020 7946 0402' });
    const ownerId = await ownerOfForm(submitted.formId);
    const submittedAt = clock.getTime();

    await runAt(new Date(submittedAt + (submittedDays - 1) * dayMs));
    expect(await recordOf(ownerId)).toEqual({
      caller: { user_id: ownerId },
      owner: { id: ownerId },
    });

    const counts = await runAt(new Date(submittedAt + submittedDays * dayMs + 60_000));
    expect(counts.erased).toBe(1);
    expect(await ownerOfForm(submitted.formId)).toBe('');
    expect(await recordOf(ownerId)).toEqual({ caller: undefined, owner: undefined });
    const events = await app.db
      .selectFrom('data_protection_event')
      .select(['action', 'rule'])
      .where('subject_id', 'in', [ownerId, submitted.formId])
      .execute();
    expect(events.map((event) => [event.action, event.rule]).sort()).toEqual([
      ['account-deleted', 'retention-submitted'],
      ['submission-erased', 'retention-submitted'],
    ]);
    const leftovers = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('name', '=', 'Winifred Atwell')
      .execute();
    expect(leftovers).toEqual([]);
  }, 60_000);

  it('leaves a resident’s own account when their assessments go', async () => {
    const resident = await createTestSession(app, { name: 'Online Resident' });
    await app.db
      .updateTable('app_user')
      .set({ is_email_verified: 1 })
      .where('id', '=', resident.userId)
      .execute();
    const form = await submitTestAssessment(app, resident, 'CSA');
    await runAt(new Date(Date.parse(form.lastUpdated) + submittedDays * dayMs + 60_000));
    const account = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', resident.userId)
      .executeTakeFirst();
    expect(account).toEqual({ id: resident.userId });
  }, 60_000);
});
