import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { caseChangedMessage, unchangedCaseMessage } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('recording a case status on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;
  let carersCentre: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    resident = await createTestSession(app, { name: 'Resident' });
    carersCentre = await createTestSession(app, {
      name: 'Carl Centre',
      roleNames: ['carers-centre'],
      hasSecondFactor: true,
    });
  });
  afterAll(async () => close());

  const setStatus = (formId: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/internal/v1/staff/submissions/${formId}/status`,
      headers: carersCentre.headers,
      payload,
    });

  it('audits each change as the status it left and the one it set', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const first = await setStatus(form.id, { previousStatus: 'new', status: 'in-progress' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      status: 'in-progress',
      history: [expect.objectContaining({ status: 'in-progress', note: null })],
    });
    const second = await setStatus(form.id, {
      previousStatus: 'in-progress',
      status: 'closed',
      note: 'Moved away',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.history).toEqual([
      expect.objectContaining({ status: 'in-progress', note: null, actorName: 'Carl Centre' }),
      expect.objectContaining({ status: 'closed', note: 'Moved away', actorName: 'Carl Centre' }),
    ]);
    const audit = await app.db
      .selectFrom('audit_event')
      .select(['action', 'detail', 'actor_id'])
      .where('form_id', '=', form.id)
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'submission.status', detail: 'new → in-progress', actor_id: carersCentre.userId },
        {
          action: 'submission.status',
          detail: 'in-progress → closed',
          actor_id: carersCentre.userId,
        },
      ]),
    );
  });

  const caseOf = async (formId: string) => ({
    status: (
      await app.db
        .selectFrom('staff_case')
        .select('status')
        .where('form_id', '=', formId)
        .executeTakeFirst()
    )?.status,
    history: await app.db
      .selectFrom('staff_case_event')
      .select('status')
      .where('form_id', '=', formId)
      .execute(),
    audit: await app.db
      .selectFrom('audit_event')
      .select('detail')
      .where('form_id', '=', formId)
      .where('action', '=', 'submission.status')
      .execute(),
  });

  it('refuses a change from a status the case no longer has, and records nothing of it', async () => {
    // A tab opened while the case was new, after a colleague (or another tab) closed it: adding
    // a note there must not quietly reopen the case.
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const closed = await setStatus(form.id, { previousStatus: 'new', status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    const stale = await setStatus(form.id, {
      previousStatus: 'new',
      status: 'new',
      note: 'Left a voicemail',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(caseChangedMessage);
    expect(await caseOf(form.id)).toEqual({
      status: 'closed',
      history: [{ status: 'closed' }],
      audit: [{ detail: 'new → closed' }],
    });
  });

  it('lets one of two changes made at once from the same status through', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    // Opens the case first, so both changes start from it as it stands.
    await app.inject({
      url: `/internal/v1/staff/submissions/${form.id}`,
      headers: carersCentre.headers,
    });
    const answers = await Promise.all([
      setStatus(form.id, { previousStatus: 'new', status: 'contacted' }),
      setStatus(form.id, { previousStatus: 'new', status: 'closed' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data.status;
    expect(await caseOf(form.id)).toEqual({
      status: winner,
      history: [{ status: winner }],
      audit: [{ detail: `new → ${winner}` }],
    });
  });

  it('refuses a change to the status the case already has with no note, and records nothing', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const unchanged = await setStatus(form.id, { previousStatus: 'new', status: 'new' });
    expect(unchanged.statusCode, unchanged.body).toBe(400);
    expect(unchanged.json().message).toBe(unchangedCaseMessage);
    const blankNote = await setStatus(form.id, { previousStatus: 'new', status: 'new', note: ' ' });
    expect(blankNote.statusCode, blankNote.body).toBe(400);
    expect(await caseOf(form.id)).toEqual({ status: 'new', history: [], audit: [] });
  });

  it('keeps a note added without a change of status, audited as a note', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const noted = await setStatus(form.id, {
      previousStatus: 'new',
      status: 'new',
      note: 'Left a voicemail',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data.history).toEqual([
      expect.objectContaining({ status: 'new', note: 'Left a voicemail' }),
    ]);
    expect(await caseOf(form.id)).toEqual({
      status: 'new',
      history: [{ status: 'new' }],
      audit: [{ detail: 'note added (new)' }],
    });
  });

  it('requires the status the change is made from', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const answer = await setStatus(form.id, { status: 'closed' });
    expect(answer.statusCode).toBe(400);
    expect((await caseOf(form.id)).history).toEqual([]);
  });
});
