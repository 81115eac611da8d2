import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Assessment, FormTypeCode, PersonalDetails } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  latestMessageTo,
  messageSent,
  signUpConfirmedForTest,
  smsCode,
  strongPassword,
  testEnvironment,
} from '../accounts/account-test-helpers.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { completePersonalDetails } from '../testing/form-test-data.ts';
import { StaffCaseRepository } from '../staff/staff-case-repository.ts';
import { buildTestApp, testDatabases, uniqueMobileNumber } from '../testing/index.ts';

const databases = await testDatabases();

interface Hit {
  table: string;
  column: string;
  needle: string;
  isDetachedSubmission: boolean;
}

/**
 * Deleting an account removes the person from every table that can hold them. The
 * resident is put into every table through the real calls, the account is deleted, then every
 * column of every table is searched for their e-mails, names, phone number and date of birth.
 * Only submitted assessments (now detached from any login) and their stored PDF may still
 * hold them: they are the council's record.
 */
describe.each(databases)('erasure that reaches everywhere on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = new Date();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database,
      // Reminders after a day, so the reminder's run does not expire the journey's codes.
      { ...testEnvironment, RATE_LIMIT_PER_MINUTE: '100000', REMINDER_AFTER_DAYS: '1' },
      undefined,
      { now: () => clock },
    ));
  });
  afterAll(async () => close());

  async function tableNames(): Promise<string[]> {
    const result =
      app.databaseKind === 'postgres'
        ? await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
            app.db,
          )
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
            app.db,
          );
    return result.rows.map((row) => row.name).sort();
  }

  async function scan(needles: string[]): Promise<Hit[]> {
    const hits: Hit[] = [];
    const detachedFormIds = new Set(
      (
        await app.db
          .selectFrom('form')
          .select('id')
          .where('owner_id', 'is', null)
          .where('submitted_fields', 'is not', null)
          .execute()
      ).map((form) => form.id),
    );
    const lowered = needles.map((needle) => needle.toLowerCase());
    for (const table of await tableNames()) {
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)}`.execute(app.db);
      for (const row of rows) {
        // The council's record of a submission: the detached form row, and rows about it
        // (stored PDF, delivery job, staff case) keyed by its form id.
        const isDetachedSubmission =
          (table === 'form' && row.owner_id === null && row.submitted_fields !== null) ||
          (typeof row.form_id === 'string' && detachedFormIds.has(row.form_id));
        for (const [column, value] of Object.entries(row)) {
          if (value === null || value === undefined) continue;
          const text = (
            Buffer.isBuffer(value)
              ? value.toString('latin1')
              : typeof value === 'string'
                ? value
                : JSON.stringify(value)
          ).toLowerCase();
          lowered.forEach((needle, index) => {
            if (text.includes(needle)) {
              hits.push({ table, column, needle: needles[index] ?? needle, isDetachedSubmission });
            }
          });
        }
      }
    }
    return hits;
  }

  it('leaves the person only in submissions the council keeps', async () => {
    const unique = randomBytes(3).toString('hex');
    const firstName = `Zainab${unique}`;
    const lastName = `Quartermaine${unique}`;
    const loginEmail = `zainab.${unique}@resident.example`;
    const contactEmail = `zq.${unique}@mail.example`;
    const phoneNumber = uniqueMobileNumber();
    const dateOfBirth = { typed: '1947/8/15', stored: '1947/08/15', iso: '1947-08-15' };
    const needles = [
      firstName,
      lastName,
      loginEmail,
      contactEmail,
      phoneNumber,
      dateOfBirth.stored,
      dateOfBirth.iso,
      '15/08/1947',
    ];

    // Sign up (session, e-mail verification link), a wrong password, a recovery link.
    const owner = await signUpConfirmedForTest(app, {
      name: `${firstName} ${lastName}`,
      email: loginEmail,
    });
    // Assessments: one open (now), one closed and one submitted (later), each with these
    // personal details.
    const personalDetails = (formTypeCode: FormTypeCode): PersonalDetails => ({
      ...completePersonalDetails(formTypeCode),
      firstName,
      lastName,
      dob: dateOfBirth.iso,
      phone: phoneNumber,
      email: contactEmail,
    });
    async function fill(formTypeCode: FormTypeCode): Promise<Assessment> {
      const created = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: owner.headers,
        payload: { formTypeCode, formName: `${firstName}'s assessment`, pageCount: 3 },
      });
      const form = created.json().data as Assessment;
      const topic = pathwayFor('CSA').topics.find(
        (candidate) => candidate.id === 'personalHygiene',
      );
      if (!topic) throw new Error('personalHygiene is missing');
      const saved = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${form.id}`,
        headers: owner.headers,
        payload: {
          version: form.version,
          dirtyFields: {
            personalDetails: personalDetails(formTypeCode),
            personalHygiene: {
              answers: fillAreaAnswers(topic, { text: () => `${firstName} needs a hand` }),
              lastStepIndex: 1,
              isComplete: true,
            },
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().data as Assessment;
    }
    const open = await fill('CSA');
    // A day later the open assessment's save-and-return reminder is queued and sent.
    clock = new Date(Date.now() + 86_400_000 + 60_000);
    expect((await app.retention.run()).reminded).toBe(1);
    await app.delivery.worker.drain();

    await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: loginEmail, password: 'not my password at all' },
    });
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email: loginEmail } });
    // A separate contact e-mail (its own verification link).
    const details = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: `${firstName} ${lastName}`, email: contactEmail, postcode: 'SE15 4AB' },
    });
    expect(details.statusCode).toBe(200);

    // Link a mobile (a wrong code first), then sign in by mobile (a wrong code first).
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
      payload: { phoneNumber, dateOfBirth: dateOfBirth.typed },
    });
    const linkCode = smsCode(latestMessageTo(app, phoneNumber));
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code: linkCode === '000000' ? '111111' : '000000' },
    });
    const linked = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code: linkCode },
    });
    expect(linked.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/auth/login/mobile',
      payload: { phoneNumber, dateOfBirth: dateOfBirth.typed },
    });
    const loginCode = smsCode(await messageSent(app, phoneNumber, 'mobile-login-code'));
    await app.inject({
      method: 'POST',
      url: '/auth/login/mobile/verify',
      payload: { phoneNumber, code: loginCode === '000000' ? '111111' : '000000' },
    });
    // A second code, left unused.
    await app.inject({
      method: 'POST',
      url: '/auth/login/mobile',
      payload: { phoneNumber, dateOfBirth: dateOfBirth.typed },
    });

    // A PIN for a trusted person, a wrong PIN, and the trusted person's session.
    const pin = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: owner.headers,
    });
    await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: loginEmail, pin: '00000000' },
    });
    const agent = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: loginEmail, pin: pin.json().data.token },
    });
    expect(agent.statusCode).toBe(200);

    const closed = await fill('CSA');
    await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${closed.id}/abandonAssessment`,
      headers: owner.headers,
    });
    const submitted = await fill('CSA');
    const submit = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${submitted.id}/remoteSubmission`,
      headers: owner.headers,
      payload: { formModel: {}, dirtyModel: {}, pdfHtml: '' },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    await app.delivery.worker.drain();
    await app.inject({ url: '/internal/v1/address/search?query=Peckham', headers: owner.headers });
    // The staff inbox opens its case for the submission, with a copy of the resident's name.
    await new StaffCaseRepository(app.db).openNewCases(new Date());

    const before = await scan(needles);
    const tablesBefore = new Set(before.map((hit) => hit.table));
    // The scan sees the person where the journeys put them.
    for (const table of [
      'app_user',
      'account_token',
      'attempt_counter',
      'mobile_code',
      'form',
      'staff_case',
    ]) {
      expect(tablesBefore, table).toContain(table);
    }
    expect(
      await app.db
        .selectFrom('delivery_job')
        .select('kind')
        .where('form_id', '=', open.id)
        .execute(),
    ).toHaveLength(1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/user',
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const after = await scan(needles);
    expect(after.filter((hit) => !hit.isDetachedSubmission)).toEqual([]);
    // The submission stays with the council, detached, and still holds what was sent.
    expect(after.some((hit) => hit.table === 'form' && hit.needle === lastName)).toBe(true);
    const forms = await app.db.selectFrom('form').select(['id', 'owner_id']).execute();
    expect(forms).toEqual([{ id: submitted.id, owner_id: null }]);
    expect(
      await app.db
        .selectFrom('delivery_job')
        .select('kind')
        .where('form_id', '=', open.id)
        .execute(),
    ).toEqual([]);
    const events = await app.db
      .selectFrom('data_protection_event')
      .selectAll()
      .where('subject_id', '=', owner.userId)
      .execute();
    expect(events).toEqual([
      expect.objectContaining({ action: 'account-deleted', rule: 'resident-request' }),
    ]);
    // Nothing works for the person any more.
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: loginEmail, password: strongPassword },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
