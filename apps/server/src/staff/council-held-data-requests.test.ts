import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { serviceManagerRoleName, type CouncilHeldExport } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { submitForCaller } from '../testing/submit-for-caller.ts';

const databases = await testDatabases();

/** A phone caller's access and erasure requests, made for them by an admin from the case page. */
describe.each(databases)(
  'an admin acts on a phone caller’s data requests, on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let staff: TestSession;
    let admin: TestSession;
    let manager: TestSession;
    let resident: TestSession;
    let formId: string;
    let ownerId: string;
    let onlineFormId: string;

    const exportOf = (id: string, session: TestSession) =>
      app.inject({
        url: `/internal/v1/admin/submissions/${id}/caller-export`,
        headers: session.headers,
      });
    const eraseOf = (id: string, session: TestSession) =>
      app.inject({
        method: 'DELETE',
        url: `/internal/v1/admin/submissions/${id}/caller`,
        headers: session.headers,
      });
    const auditRows = (action: string) =>
      app.db.selectFrom('audit_event').selectAll().where('action', '=', action).execute();

    beforeAll(async () => {
      ({ app, close } = await buildTestApp(database, {
        RATE_LIMIT_PER_MINUTE: '100000',
        DELIVERY_POLL_MS: '600000',
      }));
      staff = await createTestSession(app, {
        name: 'Colin Services',
        loginEmail: 'colin.requests@council.test',
        roleNames: ['customer-services'],
      });
      admin = await createTestSession(app, {
        name: 'Ada Admin',
        loginEmail: 'ada.requests@council.test',
        roleNames: ['admin'],
      });
      manager = await createTestSession(app, {
        name: 'Mo Manager',
        loginEmail: 'mo.requests@council.test',
        roleNames: [serviceManagerRoleName],
      });
      resident = await createTestSession(app, { name: 'Online Resident' });
      ({ formId } = await submitForCaller(app, staff, {
        phone: '020 7946 0501',
        email: 'winifred.requests@example.test',
        postalAddress: '1 High Street, London',
      }));
      ownerId =
        (
          await app.db
            .selectFrom('form')
            .select('owner_id')
            .where('id', '=', formId)
            .executeTakeFirstOrThrow()
        ).owner_id ?? '';
      onlineFormId = (await submitTestAssessment(app, resident, 'CSA')).id;
    }, 60_000);
    afterAll(async () => close());

    it('refuses the team’s staff, service managers and residents', async () => {
      for (const session of [staff, manager, resident]) {
        expect((await exportOf(formId, session)).statusCode).toBe(403);
        expect((await eraseOf(formId, session)).statusCode).toBe(403);
      }
      expect(
        await app.db
          .selectFrom('council_held_resident')
          .select('user_id')
          .where('user_id', '=', ownerId)
          .execute(),
      ).toHaveLength(1);
    });

    it('does neither for a resident’s own submission, which they request themselves', async () => {
      expect((await exportOf(onlineFormId, admin)).statusCode).toBe(404);
      expect((await eraseOf(onlineFormId, admin)).statusCode).toBe(404);
      const account = await app.db
        .selectFrom('app_user')
        .select('id')
        .where('id', '=', resident.userId)
        .executeTakeFirst();
      expect(account).toEqual({ id: resident.userId });
    });

    it('gives an admin the resident’s export and the caller record, as a file, audited', async () => {
      const response = await exportOf(formId, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="[\w-]+\.json"$/,
      );
      const data = response.json<{ data: CouncilHeldExport }>().data;
      expect(data.account).toMatchObject({ id: ownerId, name: 'Winifred Atwell' });
      expect(data.assessments.map((assessment) => assessment.id)).toEqual([formId]);
      expect(data.assessments[0]?.status).toBe('submitted');
      expect(data.submissions.map((submission) => submission.formId)).toEqual([formId]);
      expect(data.caller).toMatchObject({
        id: ownerId,
        team: 'customer-services',
        callerName: 'Winifred Atwell',
        phone: '020 7946 0501',
        email: 'winifred.requests@example.test',
        postalAddress: '1 High Street, London',
        isCallerThePerson: true,
        hasConsent: true,
        startedByName: 'Colin Services',
      });
      const rows = await auditRows('caller.export');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor_id: admin.userId, form_id: formId });
      expect(rows[0]?.detail).toContain(ownerId);
      expect(JSON.stringify(rows)).not.toMatch(/Winifred|0501|High Street/);
    });

    it('erases the caller’s record for an admin, as a resident’s erasure does, audited by ids', async () => {
      // A colleague's session still acting for the caller.
      await app.db
        .updateTable('app_session')
        .set({ acting_for_user_id: ownerId, acting_for_team: 'customer-services' })
        .where('user_id', '=', staff.userId)
        .execute();
      const response = await eraseOf(formId, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { isErased: true } });

      const caller = await app.db
        .selectFrom('council_held_resident')
        .select('user_id')
        .where('user_id', '=', ownerId)
        .execute();
      const owner = await app.db
        .selectFrom('app_user')
        .select('id')
        .where('id', '=', ownerId)
        .execute();
      expect({ caller, owner }).toEqual({ caller: [], owner: [] });
      const form = await app.db
        .selectFrom('form')
        .select(['owner_id', 'submitted_fields'])
        .where('id', '=', formId)
        .executeTakeFirstOrThrow();
      // What was sent stays the council's record, detached, as for a resident.
      expect(form.owner_id).toBeNull();
      expect(form.submitted_fields).not.toBeNull();
      const acting = await app.db
        .selectFrom('app_session')
        .select('id')
        .where('acting_for_user_id', '=', ownerId)
        .execute();
      expect(acting).toEqual([]);

      const rows = await auditRows('caller.erase');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor_id: admin.userId, form_id: formId });
      expect(JSON.stringify(rows)).not.toMatch(/Winifred|0501|High Street|winifred/);
      const events = await app.db
        .selectFrom('data_protection_event')
        .select(['action', 'rule'])
        .where('subject_id', '=', ownerId)
        .execute();
      expect(events).toEqual([{ action: 'account-deleted', rule: 'resident-request' }]);

      expect((await exportOf(formId, admin)).statusCode).toBe(404);
      expect((await eraseOf(formId, admin)).statusCode).toBe(404);
    });
  },
);
