import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ActingFor, Assessment, AuditEvent, CallerSummary } from '@csa/contracts';
import { deleteUser } from '../data-protection/delete-user.ts';
import {
  buildTestApp,
  completeHygiene,
  completePersonalDetails,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

const aCaller = {
  formTypeCode: 'CSA',
  callerFirstName: 'Winifred',
  callerLastName: 'Atwell',
  phone: '020 7946 0000',
  email: '',
  postalAddress: '',
  isCallerThePerson: true,
  hasConsent: true,
};

describe.each(databases)(
  'assisted digital: staff take an assessment by phone on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let cara: TestSession;
    let colleague: TestSession;
    let carers: TestSession;
    let admin: TestSession;
    let resident: TestSession;
    let agent: TestSession;

    beforeAll(async () => {
      ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
      const staff = (name: string, roleNames: string[]) =>
        createTestSession(app, {
          name,
          loginEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@council.test`,
          roleNames,
        });
      cara = await staff('Cara Services', ['customer-services']);
      colleague = await staff('Colin Services', ['customer-services']);
      carers = await staff('Carl Centre', ['carers-centre']);
      admin = await staff('Ada Admin', ['admin']);
      resident = await createTestSession(app, { name: 'Resident' });
      agent = await createTestSession(app, { userId: resident.userId, isAgent: true });
    });
    afterAll(async () => close());

    const start = (session: TestSession, payload: object = aCaller) =>
      app.inject({
        method: 'POST',
        url: '/internal/v1/staff/callers',
        headers: session.headers,
        payload,
      });
    const readForm = (session: TestSession, id: string) =>
      app.inject({ method: 'GET', url: `/internal/v1/form/${id}`, headers: session.headers });
    const saveForm = (session: TestSession, form: Assessment, dirtyFields: object) =>
      app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${form.id}`,
        headers: session.headers,
        payload: { version: form.version, dirtyFields },
      });
    const actingFor = async (session: TestSession) =>
      (
        await app.inject({
          method: 'GET',
          url: '/internal/v1/staff/acting-for',
          headers: session.headers,
        })
      ).json<{ data: ActingFor }>().data;
    const takeOver = (session: TestSession, callerId: string) =>
      app.inject({
        method: 'POST',
        url: `/internal/v1/staff/callers/${callerId}/acting-for`,
        headers: session.headers,
      });
    const leave = (session: TestSession) =>
      app.inject({
        method: 'DELETE',
        url: '/internal/v1/staff/acting-for',
        headers: session.headers,
      });
    const auditOf = async (formId: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/internal/v1/admin/audit?formId=${formId}`,
        headers: admin.headers,
      });
      return answer.json<{ data: AuditEvent[] }>().data;
    };
    async function startCaller(session: TestSession, payload: object = aCaller) {
      const answer = await start(session, payload);
      expect(answer.statusCode, answer.body).toBe(201);
      const caller = answer.json<{ data: CallerSummary }>().data;
      const form = await readForm(session, caller.formId ?? '');
      expect(form.statusCode).toBe(200);
      return { caller, form: form.json<{ data: Assessment }>().data };
    }

    it('creates a council-held record that owns a new, empty assessment and cannot sign in', async () => {
      const { caller, form } = await startCaller(cara);
      expect(caller).toMatchObject({ callerName: 'Winifred Atwell', isStartedByMe: true });
      expect(form.dirtyFields).toBe('{}');
      const owner = await app.db
        .selectFrom('app_user')
        .innerJoin('form', 'form.owner_id', 'app_user.id')
        .select([
          'app_user.id',
          'login_email',
          'password_hash',
          'mobile_phone_number',
          'role_names',
        ])
        .where('form.id', '=', form.id)
        .executeTakeFirstOrThrow();
      expect(owner).toEqual({
        id: caller.id,
        login_email: null,
        password_hash: null,
        mobile_phone_number: null,
        role_names: '[]',
      });
      expect(owner.id).not.toBe(cara.userId);
      const held = await app.db
        .selectFrom('council_held_resident')
        .selectAll()
        .where('user_id', '=', caller.id)
        .executeTakeFirstOrThrow();
      expect(held).toMatchObject({
        team: 'customer-services',
        caller_phone: '020 7946 0000',
        caller_email: null,
        is_caller_the_person: 1,
        has_consent: 1,
        started_by_id: cara.userId,
      });
      expect(await actingFor(cara)).toEqual({
        callerId: caller.id,
        callerName: 'Winifred Atwell',
        formTypeCode: 'CSA',
        formId: form.id,
        channel: 'phone',
      });
      const audit = await auditOf(form.id);
      expect(audit.map((event) => [event.action, event.actorId, event.detail])).toEqual([
        ['caller.start', cara.userId, `for council-held resident ${caller.id}; channel phone`],
      ]);
    });

    it('needs a way to reach the caller, the relationship of one acting for the person, and the resident’s agreement', async () => {
      const answer = await start(cara, {
        ...aCaller,
        phone: '',
        isCallerThePerson: false,
        relationship: 'other',
        hasConsent: false,
      });
      expect(answer.statusCode).toBe(400);
      const fields = answer.json<{ errors: { field: string; error: string }[] }>().errors;
      expect(fields.map((entry) => entry.field).sort()).toEqual(
        ['hasConsent', 'phone', 'relationshipOther'].sort(),
      );
      expect(fields.find((entry) => entry.field === 'phone')?.error).toContain(
        'Enter a phone number, email address or postal address for the caller',
      );
      // Nothing answered at all: every problem is reported at once, not the first kind only.
      const empty = await start(cara, { formTypeCode: 'CSA' });
      expect(empty.statusCode).toBe(400);
      const emptyFields = empty.json<{ errors: { field: string }[] }>().errors;
      expect(emptyFields.map((entry) => entry.field).sort()).toEqual(
        ['callerFirstName', 'callerLastName', 'hasConsent', 'isCallerThePerson', 'phone'].sort(),
      );
    });

    it('is started only by staff of the pathway’s team: another team, admins, residents and agents are refused', async () => {
      for (const session of [carers, admin, resident, agent]) {
        expect((await start(session)).statusCode).toBe(403);
      }
      expect((await start(carers, { ...aCaller, formTypeCode: 'CARERS' })).statusCode).toBe(201);
      await leave(carers);
    });

    it('is answered through the resident form calls with the same validation, each save audited', async () => {
      const { form } = await startCaller(cara);
      const invalid = await saveForm(cara, form, {
        personalDetails: { ...completePersonalDetails('CSA'), email: 'not an address' },
      });
      expect(invalid.statusCode).toBe(400);
      const saved = await saveForm(cara, form, { personalHygiene: completeHygiene });
      expect(saved.statusCode, saved.body).toBe(200);
      const list = await app.inject({
        method: 'GET',
        url: '/internal/v1/form',
        headers: cara.headers,
      });
      expect(list.json<{ data: { id: string }[] }>().data.map((row) => row.id)).toEqual([form.id]);
      expect((await auditOf(form.id)).map((event) => event.action)).toEqual([
        'caller.save',
        'caller.start',
      ]);
      const another = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: cara.headers,
        payload: { formTypeCode: 'CSA', formName: 'Another', pageCount: 1 },
      });
      expect(another.statusCode).toBe(403);
    });

    it('counts the preview a staff member reaches for the caller, as a resident’s would be', async () => {
      const { form } = await startCaller(cara);
      const reached = await app.inject({
        method: 'POST',
        url: `/internal/v1/form/${form.id}/previewReached`,
        headers: cara.headers,
      });
      expect(reached.statusCode, reached.body).toBe(204);
      const byAnotherTeam = await app.inject({
        method: 'POST',
        url: `/internal/v1/form/${form.id}/previewReached`,
        headers: carers.headers,
      });
      expect(byAnotherTeam.statusCode).toBe(404);
    });

    it('is seen and continued only by the team: another team 404, residents and agents 403 or 404', async () => {
      const { caller, form } = await startCaller(cara);
      expect((await takeOver(carers, caller.id)).statusCode).toBe(404);
      expect((await readForm(carers, form.id)).statusCode).toBe(404);
      expect((await readForm(resident, form.id)).statusCode).toBe(404);
      expect((await readForm(agent, form.id)).statusCode).toBe(404);
      expect((await takeOver(resident, caller.id)).statusCode).toBe(403);
      expect((await takeOver(agent, caller.id)).statusCode).toBe(403);
      const carersList = await app.inject({
        method: 'GET',
        url: '/internal/v1/staff/callers',
        headers: carers.headers,
      });
      expect(carersList.json<{ data: CallerSummary[] }>().data.map((row) => row.id)).not.toContain(
        caller.id,
      );
    });

    it('is taken over by a colleague of the team, who finishes and submits it, marked as taken by them', async () => {
      const { caller, form } = await startCaller(cara);
      const saved = await saveForm(cara, form, { personalHygiene: completeHygiene });
      expect(saved.statusCode).toBe(200);
      expect((await leave(cara)).statusCode).toBe(200);
      expect((await readForm(cara, form.id)).statusCode).toBe(404);
      expect(await actingFor(cara)).toBeNull();

      const list = await app.inject({
        method: 'GET',
        url: '/internal/v1/staff/callers',
        headers: colleague.headers,
      });
      const listed = list
        .json<{ data: CallerSummary[] }>()
        .data.find((row) => row.id === caller.id);
      expect(listed).toMatchObject({ isStartedByMe: false, startedByName: 'Cara Services' });
      expect((await takeOver(colleague, caller.id)).statusCode).toBe(200);
      const current = (await readForm(colleague, form.id)).json<{ data: Assessment }>().data;
      const finished = await saveForm(colleague, current, {
        personalHygiene: completeHygiene,
        personalDetails: completePersonalDetails('CSA'),
      });
      expect(finished.statusCode, finished.body).toBe(200);
      const submitted = await app.inject({
        method: 'POST',
        url: `/internal/v1/form/${form.id}/remoteSubmission`,
        headers: colleague.headers,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const row = await app.db
        .selectFrom('form')
        .select(['taken_by_id', 'taken_by_name'])
        .where('id', '=', form.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ taken_by_id: colleague.userId, taken_by_name: 'Colin Services' });
      const actions = (await auditOf(form.id)).map((event) => [event.action, event.actorId]);
      expect(actions).toEqual([
        ['caller.submit', colleague.userId],
        ['caller.save', colleague.userId],
        ['caller.open', colleague.userId],
        ['caller.save', cara.userId],
        ['caller.start', cara.userId],
      ]);
      const leaveRows = await app.db
        .selectFrom('audit_event')
        .select(['actor_id', 'detail'])
        .where('action', '=', 'caller.leave')
        .where('actor_id', '=', cara.userId)
        .execute();
      expect(leaveRows).toContainEqual({
        actor_id: cara.userId,
        detail: `for council-held resident ${caller.id}; channel phone`,
      });
      await leave(colleague);
    });

    it('starts each caller from nothing: the previous caller’s assessment is out of reach', async () => {
      const first = await startCaller(cara);
      await saveForm(cara, first.form, {
        personalDetails: { ...completePersonalDetails('CSA'), firstName: 'Firstcaller' },
      });
      const second = await startCaller(cara, { ...aCaller, callerFirstName: 'Second' });
      expect(second.form.dirtyFields).toBe('{}');
      expect((await readForm(cara, first.form.id)).statusCode).toBe(404);
      const list = await app.inject({
        method: 'GET',
        url: '/internal/v1/form',
        headers: cara.headers,
      });
      expect(list.json<{ data: { id: string }[] }>().data.map((row) => row.id)).toEqual([
        second.form.id,
      ]);
      expect((await actingFor(cara))?.callerName).toBe('Second Atwell');
    });

    it('takes the caller’s details with the record when retention deletes it', async () => {
      const { caller } = await startCaller(cara);
      await leave(cara);
      await deleteUser(app.db, caller.id, { rule: 'retention-unverified-account' });
      const held = await app.db
        .selectFrom('council_held_resident')
        .select('user_id')
        .where('user_id', '=', caller.id)
        .execute();
      expect(held).toEqual([]);
    });

    it('stops acting for the record once the staff member loses the team’s role', async () => {
      const leaver = await createTestSession(app, {
        name: 'Lee Leaver',
        roleNames: ['customer-services'],
      });
      const { form } = await startCaller(leaver);
      await app.db
        .updateTable('app_user')
        .set({ role_names: '[]' })
        .where('id', '=', leaver.userId)
        .execute();
      // Every resident form call refuses the session, not only the read and the save.
      expect((await readForm(leaver, form.id)).statusCode).toBe(403);
      expect((await saveForm(leaver, form, {})).statusCode).toBe(403);
      const submit = await app.inject({
        method: 'POST',
        url: `/internal/v1/form/${form.id}/remoteSubmission`,
        headers: leaver.headers,
      });
      expect(submit.statusCode).toBe(403);
      const list = await app.inject({ url: '/internal/v1/form', headers: leaver.headers });
      expect(list.statusCode).toBe(403);
    });
  },
);
