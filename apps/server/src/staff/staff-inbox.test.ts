import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  constants,
  type Assessment,
  type AuditEvent,
  type StaffSubmissionDetail,
  type StaffSubmissionSummary,
} from '@csa/contracts';
import { setUpTwoStepMessage } from '../accounts/require-role.ts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();
const dayMs = 86_400_000;

describe.each(databases)('the staff inbox on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = new Date();
  let resident: TestSession;
  let agent: TestSession;
  let customerServices: TestSession;
  let carersCentre: TestSession;
  let admin: TestSession;
  let carersWithoutTotp: TestSession;
  let csaForm: Assessment;
  let carersForm: Assessment;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }, undefined, {
      now: () => clock,
    }));
    resident = await createTestSession(app, { name: 'Resident' });
    agent = await createTestSession(app, { userId: resident.userId, isAgent: true });
    const staff = (name: string, roleNames: string[], hasSecondFactor = true) =>
      createTestSession(app, {
        name,
        loginEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@council.test`,
        roleNames,
        hasSecondFactor,
      });
    customerServices = await staff('Cara Services', ['customer-services']);
    carersCentre = await staff('Carl Centre', ['carers-centre']);
    admin = await staff('Ada Admin', ['admin']);
    carersWithoutTotp = await staff('Pat Password', ['carers-centre'], false);
    csaForm = await submitTestAssessment(app, resident, 'CSA', undefined, {
      personalDetails: { firstName: 'Olu', lastName: 'Adeyemi' },
    });
    carersForm = await submitTestAssessment(app, resident, 'CARERS', undefined, {
      personalDetails: { firstName: 'Mary', lastName: 'Seacole' },
      needsHelp: true,
    });
  });
  afterAll(async () => close());

  const list = (session: TestSession, query = '') =>
    app.inject({ url: `/internal/v1/staff/submissions${query}`, headers: session.headers });
  const detail = (session: TestSession, id: string) =>
    app.inject({ url: `/internal/v1/staff/submissions/${id}`, headers: session.headers });
  const pdf = (session: TestSession, id: string) =>
    app.inject({ url: `/internal/v1/staff/submissions/${id}/pdf`, headers: session.headers });
  const setStatus = (session: TestSession, id: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/internal/v1/staff/submissions/${id}/status`,
      headers: session.headers,
      payload,
    });
  const auditRows = async (formId: string) =>
    app.db
      .selectFrom('audit_event')
      .selectAll()
      .where('form_id', '=', formId)
      .orderBy('occurred_at')
      .execute();

  it('refuses residents, agents and staff who did not pass two-step verification on every staff and admin call', async () => {
    const calls = [
      { method: 'GET', url: '/internal/v1/staff/submissions' },
      { method: 'GET', url: `/internal/v1/staff/submissions/${carersForm.id}` },
      { method: 'GET', url: `/internal/v1/staff/submissions/${carersForm.id}/pdf` },
      {
        method: 'POST',
        url: `/internal/v1/staff/submissions/${carersForm.id}/status`,
        payload: { previousStatus: 'new', status: 'contacted' },
      },
      { method: 'GET', url: '/internal/v1/admin/staff' },
      {
        method: 'PUT',
        url: '/internal/v1/admin/staff',
        payload: { email: 'carl.centre@council.test', roles: ['admin'] },
      },
      { method: 'GET', url: '/internal/v1/admin/audit' },
    ] as const;
    for (const call of calls) {
      const anonymous = await app.inject({ ...call });
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const session of [resident, agent]) {
        const refused = await app.inject({ ...call, headers: session.headers });
        expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      const noSecondFactor = await app.inject({ ...call, headers: carersWithoutTotp.headers });
      expect(noSecondFactor.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const notStaff = await list(resident);
    expect(notStaff.json().message).toBe("You're not authorized to perform an action");
    const refused = await list(carersWithoutTotp);
    // The web app shows the set-up prompt for this code, not a plain refusal.
    expect(refused.json().errors[0].code).toBe('SECOND_FACTOR_REQUIRED');
    expect(refused.json().message).toBe(setUpTwoStepMessage);
    expect(refused.json().message).toMatch(/two-step verification/);
    // A trusted person's PIN session on a staff account is no staff session, whatever the
    // account's roles: refused outright, not asked to set up two-step verification.
    const staffAgent = await createTestSession(app, { userId: carersCentre.userId, isAgent: true });
    const agentRefused = await list(staffAgent);
    expect(agentRefused.statusCode).toBe(403);
    expect(agentRefused.json().errors[0].code).toBe('FORBIDDEN');
    // Team calls are for teams; admin calls for admins.
    expect((await list(admin)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/internal/v1/admin/audit', headers: carersCentre.headers }))
        .statusCode,
    ).toBe(403);
    expect(await app.db.selectFrom('audit_event').selectAll().execute()).toEqual([]);
  });

  it("shows each team only its own pathway's submissions, and 404 for the other team's", async () => {
    const csa = await list(customerServices);
    expect(csa.statusCode, csa.body).toBe(200);
    const csaRows = csa.json().data as StaffSubmissionSummary[];
    expect(csaRows.map((row) => row.id)).toEqual([csaForm.id]);
    expect(csaRows[0]).toMatchObject({
      reference: csaForm.reference,
      formTypeCode: 'CSA',
      team: 'customer-services',
      status: 'new',
      residentName: 'Olu Adeyemi',
      contactDueBy: null,
      overdue: false,
    });
    const carers = await list(carersCentre);
    expect((carers.json().data as StaffSubmissionSummary[]).map((row) => row.id)).toEqual([
      carersForm.id,
    ]);

    for (const request of [
      detail(customerServices, carersForm.id),
      pdf(customerServices, carersForm.id),
      setStatus(customerServices, carersForm.id, { previousStatus: 'new', status: 'closed' }),
      detail(carersCentre, csaForm.id),
      detail(carersCentre, 'no-such-id'),
    ]) {
      expect((await request).statusCode).toBe(404);
    }
    // Nothing was read, so nothing was audited.
    expect(await auditRows(carersForm.id)).toEqual([]);
    expect(await auditRows(csaForm.id)).toEqual([]);
  });

  it('finds submissions by reference or name, by status, a page at a time', async () => {
    const both = await createTestSession(app, {
      roleNames: ['customer-services', 'carers-centre'],
      hasSecondFactor: true,
    });
    const all = await list(both, '?pageSize=1');
    expect(all.json().meta).toEqual({ total: 2, page: 1, pageSize: 1 });
    // Oldest first.
    expect(all.json().data[0].id).toBe(csaForm.id);
    const second = await list(both, '?pageSize=1&page=2');
    expect(second.json().data[0].id).toBe(carersForm.id);
    const byName = await list(both, '?q=seacole');
    expect(byName.json().data.map((row: StaffSubmissionSummary) => row.id)).toEqual([
      carersForm.id,
    ]);
    const byReference = await list(both, `?q=${csaForm.reference?.toLowerCase()}`);
    expect(byReference.json().data.map((row: StaffSubmissionSummary) => row.id)).toEqual([
      csaForm.id,
    ]);
    expect((await list(both, '?q=%25')).json().meta.total).toBe(0);
    expect((await list(both, '?status=contacted')).json().meta.total).toBe(0);
    expect((await list(both, '?status=new')).json().meta.total).toBe(2);
    expect((await list(both, '?status=lost')).statusCode).toBe(400);
  });

  it('marks a CARERS submission overdue 14 days after submission until it is contacted', async () => {
    const submittedAt = Date.parse(carersForm.dateSubmitted ?? '');
    const dueBy = new Date(submittedAt + constants.carersContactDays * dayMs);
    const row = async () => (await list(carersCentre)).json().data[0] as StaffSubmissionSummary;

    clock = new Date(submittedAt + 13 * dayMs);
    expect(await row()).toMatchObject({ contactDueBy: dueBy.toISOString(), overdue: false });
    clock = new Date(submittedAt + 14 * dayMs + 1000);
    expect(await row()).toMatchObject({ contactDueBy: dueBy.toISOString(), overdue: true });
    const csaLate = (await list(customerServices)).json().data[0] as StaffSubmissionSummary;
    expect(csaLate).toMatchObject({ contactDueBy: null, overdue: false });

    expect(
      (
        await setStatus(carersCentre, carersForm.id, {
          previousStatus: 'new',
          status: 'in-progress',
        })
      ).statusCode,
    ).toBe(200);
    expect(await row()).toMatchObject({ status: 'in-progress', overdue: true });
    clock = new Date(clock.getTime() + 60_000);
    const contacted = await setStatus(carersCentre, carersForm.id, {
      previousStatus: 'in-progress',
      status: 'contacted',
      note: 'Phoned Mary, visit booked',
    });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(await row()).toMatchObject({ status: 'contacted', overdue: false });
    clock = new Date();
  });

  it('shows every answer, personal detail, suggestion, the delivery status and the history, and audits the read', async () => {
    const response = await detail(carersCentre, carersForm.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await list(carersCentre)).headers['cache-control']).toBe('no-store');
    const submission = response.json().data as StaffSubmissionDetail;
    expect(submission).toMatchObject({
      id: carersForm.id,
      reference: carersForm.reference,
      status: 'contacted',
      residentName: 'Mary Seacole',
    });
    const entries = submission.blocks.filter((block) => block.kind === 'entry');
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'entry', label: 'Reference', value: carersForm.reference },
        { kind: 'entry', label: 'Name', value: 'Mary Seacole' },
        { kind: 'entry', label: 'Date of birth', value: '07/03/1950' },
      ]),
    );
    expect(
      submission.blocks.some(
        (block) => block.kind === 'heading' && block.text === 'Assessment areas',
      ),
    ).toBe(true);
    expect(submission.suggestions.length).toBeGreaterThan(0);
    expect(submission.delivery).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0 }),
    ]);
    expect(submission.history).toEqual([
      expect.objectContaining({ status: 'in-progress', note: null, actorName: 'Carl Centre' }),
      expect.objectContaining({
        status: 'contacted',
        note: 'Phoned Mary, visit booked',
        actorName: 'Carl Centre',
      }),
    ]);
  });

  it('serves the stored PDF, rendering and storing it when the worker has not yet', async () => {
    const first = await pdf(carersCentre, carersForm.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await app.db
      .selectFrom('submission_pdf')
      .select('content')
      .where('form_id', '=', carersForm.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.content).equals(first.rawPayload)).toBe(true);
    const second = await pdf(carersCentre, carersForm.id);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('wrote one append-only audit row per read, download and change, readable by an admin', async () => {
    const rows = await auditRows(carersForm.id);
    expect(rows.map((row) => row.action).sort()).toEqual([
      'submission.pdf',
      'submission.pdf',
      'submission.read',
      'submission.status',
      'submission.status',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actor_id: carersCentre.userId,
        actor_email: 'carl.centre@council.test',
        form_id: carersForm.id,
        client_address: '127.0.0.1',
      });
    }
    await expect(
      app.db.updateTable('audit_event').set({ action: 'nothing' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom('audit_event').execute()).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom('staff_case_event').execute()).rejects.toThrow(/append-only/);

    const byForm = await app.inject({
      url: `/internal/v1/admin/audit?formId=${carersForm.id}`,
      headers: admin.headers,
    });
    expect(byForm.statusCode, byForm.body).toBe(200);
    expect(byForm.json().meta).toEqual({ total: 5, page: 1, pageSize: 50 });
    const events = byForm.json().data as AuditEvent[];
    // Newest first: the status changes were made with the clock 14 days on.
    expect(events[0]).toMatchObject({
      action: 'submission.status',
      actorId: carersCentre.userId,
      detail: 'in-progress → contacted',
    });
    const byActor = await app.inject({
      url: '/internal/v1/admin/audit?actor=carl.centre@council.test',
      headers: admin.headers,
    });
    expect(byActor.json().meta.total).toBe(5);
    const byOther = await app.inject({
      url: `/internal/v1/admin/audit?actor=${customerServices.userId}`,
      headers: admin.headers,
    });
    expect(byOther.json().meta.total).toBe(0);
  });

  it('opens a submission straight from the team e-mail link, before anyone has read the inbox', async () => {
    const fresh = await submitTestAssessment(app, resident, 'CARERS');
    const response = await detail(carersCentre, fresh.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: fresh.id, status: 'new', history: [] });
  });
});
