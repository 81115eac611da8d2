import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { constants, type AssessmentSummary, type CaseStatus } from '@csa/contracts';
import {
  buildTestApp,
  createTestAssessment,
  createTestSession,
  openApiOperations,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { submissionProgressOf } from './submission-progress.ts';

const databases = await testDatabases();
const sentAt = '2026-11-02T09:30:00.000Z';
const changedAt = '2026-11-05T14:00:00.000Z';
const carersDueBy = new Date(
  Date.parse(sentAt) + constants.carersContactDays * 86_400_000,
).toISOString();

describe('where a sent assessment stands, as the resident is told', () => {
  it.each([
    // case status, pathway, stage, since, contact due by
    [null, 'CARERS', 'received', sentAt, carersDueBy],
    ['new', 'CARERS', 'received', sentAt, carersDueBy],
    ['in-progress', 'CARERS', 'being-looked-at', changedAt, carersDueBy],
    ['contacted', 'CARERS', 'contacted', changedAt, null],
    ['closed', 'CARERS', 'closed', changedAt, null],
    [null, 'CSA', 'received', sentAt, null],
    ['in-progress', 'CSA', 'being-looked-at', changedAt, null],
    ['contacted', 'CSA', 'contacted', changedAt, null],
    ['closed', 'CSA', 'closed', changedAt, null],
  ] as const)(
    'case %s on %s: %s since %s, contact due by %s',
    (status, formTypeCode, stage, since, due) => {
      expect(
        submissionProgressOf({
          formTypeCode,
          dateSubmitted: sentAt,
          staffCase: status === null ? null : { status, updatedAt: changedAt },
        }),
      ).toEqual({ stage, since, contactDueBy: due });
    },
  );

  it('says nothing of an assessment not sent', () => {
    expect(
      submissionProgressOf({
        formTypeCode: 'CARERS',
        dateSubmitted: null,
        staffCase: null,
      }),
    ).toBeNull();
  });

  it('is published in the list call of the OpenAPI document', async () => {
    const [database] = databases;
    if (!database) throw new Error('no test database');
    const { app, close } = await buildTestApp(database);
    try {
      const operation = (await openApiOperations(app))['/internal/v1/form']?.get;
      const response = operation?.responses?.['200'] as {
        content: { 'application/json': { schema: unknown } };
      };
      const text = JSON.stringify(response.content['application/json'].schema);
      expect(text).toContain('"progress"');
      expect(text).toContain('"being-looked-at"');
      expect(text).toContain('"contactDueBy"');
    } finally {
      await close();
    }
  });
});

describe.each(databases)("the resident's list of assessments on $name", (database) => {
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

  const listed = async (session: TestSession) => {
    const response = await app.inject({
      url: '/internal/v1/form?formTypeCode=CARERS',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AssessmentSummary[] }>().data;
  };
  const progressOf = async (formId: string) =>
    (await listed(resident)).find((summary) => summary.id === formId)?.progress;

  it('shows each sent assessment as the staff case has it, and never a staff note', async () => {
    const draft = await createTestAssessment(app, resident, 'Not sent yet', 'CARERS');
    const sent = await submitTestAssessment(app, resident, 'CARERS');
    const dateSubmitted = sent.dateSubmitted ?? '';
    const dueBy = new Date(
      Date.parse(dateSubmitted) + constants.carersContactDays * 86_400_000,
    ).toISOString();
    expect(await progressOf(draft.id)).toBeNull();
    // Sent, and no member of staff has opened it yet.
    expect(await progressOf(sent.id)).toEqual({
      stage: 'received',
      since: dateSubmitted,
      contactDueBy: dueBy,
    });

    const setStatus = async (previousStatus: CaseStatus, status: CaseStatus) => {
      const answer = await app.inject({
        method: 'POST',
        url: `/internal/v1/staff/submissions/${sent.id}/status`,
        headers: carersCentre.headers,
        payload: { previousStatus, status, note: 'Private note about the family' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const changedAt = await app.db
        .selectFrom('staff_case')
        .select('updated_at')
        .where('form_id', '=', sent.id)
        .executeTakeFirstOrThrow();
      return changedAt.updated_at;
    };
    const startedAt = await setStatus('new', 'in-progress');
    expect(await progressOf(sent.id)).toEqual({
      stage: 'being-looked-at',
      since: startedAt,
      contactDueBy: dueBy,
    });
    const contactedAt = await setStatus('in-progress', 'contacted');
    expect(await progressOf(sent.id)).toEqual({
      stage: 'contacted',
      since: contactedAt,
      contactDueBy: null,
    });
    expect(JSON.stringify(await listed(resident))).not.toContain('Private note');

    // Only the resident's own: another resident's list does not hold it.
    const other = await createTestSession(app, { name: 'Someone else' });
    expect((await listed(other)).map((summary) => summary.id)).not.toContain(sent.id);
  });
});
