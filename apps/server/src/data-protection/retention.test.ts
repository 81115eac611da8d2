import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Assessment } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  latestMessageTo,
  signInWithPin,
  signUpForTest,
  smsCode,
  strongPassword,
  testEnvironment,
} from '../accounts/account-test-helpers.ts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
  uniqueMobileNumber,
} from '../testing/index.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { StaffCaseRepository } from '../staff/staff-case-repository.ts';
import { RetentionSchedule } from './retention-schedule.ts';

const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene')!;

const databases = await testDatabases();
const dayMs = 86_400_000;
const daysAfter = (iso: string, days: number, extraMs = 60_000) =>
  new Date(Date.parse(iso) + days * dayMs + extraMs);

describe.each(databases)('retention rules on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // The app's clock for retention and delivery; each run moves it.
  let clock = new Date();
  const runAt = (now: Date, isDryRun = false) => {
    clock = now;
    return app.retention.run({ isDryRun });
  };

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database,
      {
        ...testEnvironment,
        RATE_LIMIT_PER_MINUTE: '100000',
        PUBLIC_BASE_URL: 'https://care.council.example',
      },
      undefined,
      { now: () => clock },
    ));
  });
  afterAll(async () => close());
  afterEach(() => {
    vi.useRealTimers();
  });
  // Each rule is checked on its own assessments: runs with a far-off clock would otherwise act
  // on the other tests' ones too. Audit rows and accounts stay.
  beforeEach(async () => {
    for (const table of ['form', 'delivery_job', 'submission_pdf', 'erased_submission'] as const) {
      await app.db.deleteFrom(table).execute();
    }
  });

  /** A verified resident (signed up, link followed), so only the assessment rules apply. */
  async function resident(name = 'Grace Mbeki'): Promise<TestSession & { email: string }> {
    const account = await signUpForTest(app, { name });
    await app.db
      .updateTable('app_user')
      .set({ is_email_verified: 1 })
      .where('id', '=', account.userId)
      .execute();
    return { ...account, email: account.email };
  }

  async function startAssessment(session: TestSession, answer = 'I struggle with the stairs') {
    const created = await app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers: session.headers,
      payload: { formTypeCode: 'CSA', formName: 'My assessment', pageCount: 3 },
    });
    expect(created.statusCode).toBe(201);
    const form = created.json().data as Assessment;
    return save(session, form, answer);
  }

  async function save(session: TestSession, form: Assessment, answer: string) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: session.headers,
      payload: {
        dirtyFields: {
          personalHygiene: {
            answers: fillAreaAnswers(hygiene, { text: () => answer }),
            lastStepIndex: 0,
            isComplete: false,
          },
        },
        version: form.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data as Assessment;
  }

  const formExists = async (id: string) =>
    (await app.db.selectFrom('form').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;
  const jobsFor = (id: string) =>
    app.db.selectFrom('delivery_job').selectAll().where('form_id', '=', id).execute();
  const eventsFor = (id: string) =>
    app.db.selectFrom('data_protection_event').selectAll().where('subject_id', '=', id).execute();

  it('warns 14 and 2 days before deleting an idle open assessment, once each, then deletes it', async () => {
    const owner = await resident();
    const form = await startAssessment(owner);
    const idleSince = form.lastUpdated;

    expect(await runAt(daysAfter(idleSince, 165))).toMatchObject({
      deleted: 0,
    });
    const first = await runAt(daysAfter(idleSince, 166));
    expect(first.reminded).toBe(1);
    expect(first.deleted).toBe(0);
    // An hour later nothing is queued twice.
    expect((await runAt(daysAfter(idleSince, 166, 3_600_000))).reminded).toBe(0);
    // The save-and-return reminder was due at the first run, the 14-day warning at the second.
    expect((await jobsFor(form.id)).map((job) => job.kind).sort()).toEqual([
      `reminder-retention-14@${idleSince}`,
      `reminder-return@${idleSince}`,
    ]);

    await app.delivery.worker.drain();
    const warning = latestMessageTo(app, owner.email);
    expect(warning.template).toBe('assessment-deletion-warning');
    const deletionDay = new Date(Date.parse(idleSince) + 180 * dayMs);
    expect(warning.subject).toContain(String(deletionDay.getUTCFullYear()));
    expect(warning.body).toContain(`https://care.council.example/assessment/CSA/${form.id}`);
    expect(warning.body).toContain('You started a care and support self-assessment on');
    expect(warning.body).not.toContain('stairs');
    expect((await jobsFor(form.id)).map((job) => job.status)).toEqual(['done', 'done']);

    const second = await runAt(daysAfter(idleSince, 178));
    expect(second.reminded).toBe(1);
    expect((await jobsFor(form.id)).map((job) => job.kind)).toContain(
      `reminder-retention-2@${idleSince}`,
    );

    expect((await runAt(daysAfter(idleSince, 180, -120_000))).deleted).toBe(0);
    const last = await runAt(daysAfter(idleSince, 180));
    expect(last.deleted).toBe(1);
    expect(await formExists(form.id)).toBe(false);
    expect(await jobsFor(form.id)).toEqual([]);
    const events = await eventsFor(form.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'assessment-deleted',
      rule: 'retention-open',
      subject_kind: 'form',
      form_type_code: 'CSA',
      reference: null,
    });
  });

  it('does not delete a reminded resident who comes back, and reminds again after a new idle spell', async () => {
    const owner = await resident();
    const form = await startAssessment(owner);
    expect((await runAt(daysAfter(form.lastUpdated, 167))).reminded).toBe(1);

    // The resident comes back on day 170, signs in again and saves an answer.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(daysAfter(form.lastUpdated, 170));
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: owner.email, password: strongPassword },
    });
    expect(login.statusCode).toBe(200);
    const again = { ...owner, headers: { authorization: `Bearer ${login.json().data.token}` } };
    const returned = await save(again, form, 'I manage with a rail');
    vi.useRealTimers();
    expect(Date.parse(returned.lastUpdated)).toBeGreaterThan(
      Date.parse(form.lastUpdated) + 169 * dayMs,
    );

    // The queued warning is now out of date: it completes without a message.
    const before = app.devOutbox?.outbox().length ?? 0;
    await app.delivery.worker.drain();
    expect(app.devOutbox?.outbox().length).toBe(before);

    const later = await runAt(daysAfter(form.lastUpdated, 181));
    expect(later.deleted).toBe(0);
    expect(await formExists(form.id)).toBe(true);

    const reminded = await runAt(daysAfter(returned.lastUpdated, 166));
    expect(reminded.reminded).toBe(1);
    expect((await jobsFor(form.id)).map((job) => job.kind)).toContain(
      `reminder-retention-14@${returned.lastUpdated}`,
    );
    expect((await runAt(daysAfter(returned.lastUpdated, 180))).deleted).toBe(1);
  });

  it('wakes the delivery worker when a run queues reminders, and only then', async () => {
    const owner = await resident();
    const form = await startAssessment(owner);
    const nudge = vi.spyOn(app.delivery, 'nudge');
    expect((await runAt(daysAfter(form.lastUpdated, 7), true)).reminded).toBe(1);
    expect(nudge).not.toHaveBeenCalled();
    expect((await runAt(daysAfter(form.lastUpdated, 7))).reminded).toBe(1);
    expect(nudge).toHaveBeenCalledTimes(1);
    expect((await runAt(daysAfter(form.lastUpdated, 8))).reminded).toBe(0);
    expect(nudge).toHaveBeenCalledTimes(1);
  });

  it('sends one save-and-return reminder after 7 idle days, by e-mail and text, unless turned off', async () => {
    const owner = await resident();
    const phoneNumber = uniqueMobileNumber();
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
      payload: { phoneNumber, dateOfBirth: '1951/5/9' },
    });
    const linked = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code: smsCode(latestMessageTo(app, phoneNumber)) },
    });
    expect(linked.statusCode).toBe(200);
    const form = await startAssessment(owner);

    expect((await runAt(daysAfter(form.lastUpdated, 6))).reminded).toBe(0);
    expect((await runAt(daysAfter(form.lastUpdated, 7))).reminded).toBe(1);
    expect((await runAt(daysAfter(form.lastUpdated, 30))).reminded).toBe(0);
    await app.delivery.worker.drain();
    const email = latestMessageTo(app, owner.email);
    expect(email.template).toBe('assessment-reminder');
    expect(email.body).toContain('can carry on where you left off');
    expect(email.body).toContain('You can turn off these reminders on your account page.');
    expect(email.body).not.toContain('stairs');
    const text = latestMessageTo(app, phoneNumber);
    expect(text.channel).toBe('sms');
    expect(text.template).toBe('assessment-reminder');
    expect(text.body).toContain(`/assessment/CSA/${form.id}`);

    // Another resident turns reminders off on the account page: no save-and-return reminder,
    // but the deletion warning still comes.
    const quiet = await resident('Tomasz Nowak');
    const off = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile/reminders',
      headers: quiet.headers,
      payload: { isEnabled: false },
    });
    expect(off.json().data).toEqual({ isEnabled: false });
    const read = await app.inject({
      url: '/internal/v1/userProfile/reminders',
      headers: quiet.headers,
    });
    expect(read.json().data).toEqual({ isEnabled: false });
    const quietForm = await startAssessment(quiet);
    await runAt(daysAfter(quietForm.lastUpdated, 8));
    expect(await jobsFor(quietForm.id)).toEqual([]);
    await runAt(daysAfter(quietForm.lastUpdated, 166));
    expect((await jobsFor(quietForm.id)).map((job) => job.kind)).toEqual([
      `reminder-retention-14@${quietForm.lastUpdated}`,
    ]);
  });

  it('counts a due reminder on a dry run without queuing it, and none once it is queued', async () => {
    const owner = await resident();
    const form = await startAssessment(owner);
    const at = daysAfter(form.lastUpdated, 8);
    expect((await runAt(at, true)).reminded).toBe(1);
    expect(await jobsFor(form.id)).toEqual([]);
    expect((await runAt(at)).reminded).toBe(1);
    expect((await runAt(at, true)).reminded).toBe(0);
    expect(await jobsFor(form.id)).toHaveLength(1);
  });

  it('sends only the last deletion warning after an outage, even to a resident who turned reminders off', async () => {
    const quiet = await resident('Away For Months');
    const off = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile/reminders',
      headers: quiet.headers,
      payload: { isEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    const form = await startAssessment(quiet);
    // The first run for months comes a day before the deletion: one message, the 2-day warning.
    expect((await runAt(daysAfter(form.lastUpdated, 179))).reminded).toBe(1);
    expect((await jobsFor(form.id)).map((job) => job.kind)).toEqual([
      `reminder-retention-2@${form.lastUpdated}`,
    ]);
  });

  it('refuses the reminder setting to a PIN (agent) session', async () => {
    const headers = await signInWithPin(app, await resident());
    const refused = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile/reminders',
      headers,
      payload: { isEnabled: false },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('deletes a closed assessment 30 days after it was closed', async () => {
    const owner = await resident();
    const form = await startAssessment(owner);
    const closed = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/abandonAssessment`,
      headers: owner.headers,
    });
    expect(closed.statusCode).toBe(200);
    const closedAt = (closed.json().data as Assessment).lastUpdated;
    expect((await runAt(daysAfter(closedAt, 29))).deleted).toBe(0);
    // Closed assessments get no reminders.
    expect(await jobsFor(form.id)).toEqual([]);
    expect((await runAt(daysAfter(closedAt, 30))).deleted).toBe(1);
    expect(await formExists(form.id)).toBe(false);
    expect((await eventsFor(form.id))[0]).toMatchObject({ rule: 'retention-closed' });
  });

  it('erases a submission after about 7 years, keeping a tombstone for statistics', async () => {
    const owner = await resident('Ngozi Adeyemi');
    const submitted = await submitTestAssessment(app, owner, 'CSA');
    await app.delivery.worker.drain();
    const submittedAt = submitted.dateSubmitted ?? '';
    expect(
      await app.db
        .selectFrom('submission_pdf')
        .select('form_id')
        .where('form_id', '=', submitted.id)
        .execute(),
    ).toHaveLength(1);

    // The staff inbox has opened its case, which copies the resident's name; a
    // member of staff noted a call, and a failed delivery try quoted the address.
    const cases = new StaffCaseRepository(app.db);
    await cases.openNewCases(new Date());
    await cases.recordStatus(
      {
        formId: submitted.id,
        previousStatus: 'new',
        status: 'contacted',
        note: 'Rang Ada Okafor at home',
        actor: { id: owner.userId, name: 'Case Worker', email: null },
        at: new Date(),
      },
      app.db,
    );
    await app.db
      .updateTable('delivery_job')
      .set({ last_error: 'mailbox refused: 1 Rye Lane' })
      .where('form_id', '=', submitted.id)
      .execute();
    const before = await app.db
      .selectFrom('form')
      .select(['submitted_fields', 'care_act_outcomes', 'care_act_unmet_count', 'version'])
      .where('id', '=', submitted.id)
      .executeTakeFirstOrThrow();
    expect(before.submitted_fields).toContain('Okafor');
    expect(before.care_act_outcomes).toContain('personalHygiene');
    expect(before.care_act_unmet_count).not.toBeNull();
    expect((await runAt(daysAfter(submittedAt, 2556))).erased).toBe(0);
    const counts = await runAt(daysAfter(submittedAt, 2557));
    expect(counts.erased).toBe(1);
    // The note and the delivery error are gone; the history and the job stay for statistics.
    expect(
      await app.db
        .selectFrom('staff_case_event')
        .select(['status', 'note'])
        .where('form_id', '=', submitted.id)
        .where('status', '=', 'contacted')
        .execute(),
    ).toEqual([{ status: 'contacted', note: null }]);
    // Clearing a note is the one change the history takes; it still refuses any other.
    const history = app.db.updateTable('staff_case_event').where('form_id', '=', submitted.id);
    await expect(history.set({ status: 'new' }).execute()).rejects.toThrow(/append-only/);
    await expect(history.set({ note: 'Rang again' }).execute()).rejects.toThrow(/append-only/);
    const jobs = await jobsFor(submitted.id);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.last_error).toBeNull();
    const row = await app.db
      .selectFrom('form')
      .selectAll()
      .where('id', '=', submitted.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_id: null,
      reference: submitted.reference,
      form_type_code: 'CSA',
      date_submitted: submittedAt,
      date_created: submitted.dateCreated,
      dirty_fields: '{}',
      submitted_fields: '{}',
      // What the answers suggested goes with them.
      care_act_outcomes: null,
      care_act_unmet_count: null,
      care_act_threshold_reached: null,
      form_name: '',
      // A client holding the old version cannot write the erased answers back.
      version: before.version + 1,
    });
    // The submitted personal details (Ada Okafor, from the test data) are gone.
    expect(JSON.stringify(row)).not.toContain('Okafor');
    const staffCase = await app.db
      .selectFrom('staff_case')
      .selectAll()
      .where('form_id', '=', submitted.id)
      .executeTakeFirstOrThrow();
    expect(staffCase.resident_name).toBe('');
    // The inbox's copies of the figures go with the answers they came from.
    expect(staffCase).toMatchObject({
      care_act_unmet_count: null,
      care_act_threshold_reached: null,
    });
    // Staff find the case by its reference still, never by the name.
    const terms = await app.db
      .selectFrom('staff_case_term')
      .select('term')
      .where('form_id', '=', submitted.id)
      .execute();
    expect(terms).toEqual([{ term: submitted.reference?.toLowerCase() }]);
    expect(
      await app.db
        .selectFrom('submission_pdf')
        .select('form_id')
        .where('form_id', '=', submitted.id)
        .execute(),
    ).toEqual([]);
    expect((await eventsFor(submitted.id))[0]).toMatchObject({
      action: 'submission-erased',
      reference: submitted.reference,
    });
    // Years later the resident signs in again: the erased submission is no longer theirs.
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: owner.email, password: strongPassword },
    });
    const list = await app.inject({
      url: '/internal/v1/form',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(submitted.id);
    expect((await runAt(daysAfter(submittedAt, 2600))).erased).toBe(0);
  });

  it('deletes unverified accounts without assessments after 30 days, and only those', async () => {
    const unverified = await signUpForTest(app, { name: 'Never Confirmed' });
    const withAssessment = await signUpForTest(app, { name: 'Started Something' });
    await startAssessment(withAssessment);
    const verified = await resident('Confirmed Person');
    const registered = (
      await app.db
        .selectFrom('app_user')
        .select('registration_time')
        .where('id', '=', unverified.userId)
        .executeTakeFirstOrThrow()
    ).registration_time;

    expect((await runAt(daysAfter(registered, 29))).accountsDeleted).toBe(0);
    const counts = await runAt(daysAfter(registered, 30));
    expect(counts.accountsDeleted).toBeGreaterThanOrEqual(1);
    const left = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('id', 'in', [unverified.userId, withAssessment.userId, verified.userId])
      .execute();
    expect(left.map((user) => user.id).sort()).toEqual(
      [withAssessment.userId, verified.userId].sort(),
    );
    expect(
      await app.db
        .selectFrom('app_session')
        .select('id')
        .where('user_id', '=', unverified.userId)
        .execute(),
    ).toEqual([]);
    expect((await eventsFor(unverified.userId))[0]).toMatchObject({
      action: 'account-deleted',
      rule: 'retention-unverified-account',
      subject_kind: 'user',
    });
  });

  it('keeps unverified accounts that hold a staff or admin role', async () => {
    // Staff sign up like residents and are given roles by an admin; nothing makes them
    // confirm their e-mail, and they never own an assessment. Deleting them would take a
    // team's inbox away a month after it was set up.
    const roleHolders = [];
    for (const roleNames of [['carers-centre'], ['customer-services'], ['admin']]) {
      roleHolders.push(await createTestSession(app, { roleNames }));
    }
    const resident = await signUpForTest(app, { name: 'Never Confirmed Either' });
    await runAt(daysAfter(new Date().toISOString(), 31));
    const left = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('id', 'in', [...roleHolders.map((holder) => holder.userId), resident.userId])
      .execute();
    expect(left.map((user) => user.id).sort()).toEqual(
      roleHolders.map((holder) => holder.userId).sort(),
    );
  });

  it('removes sign-ins, links, codes and PINs a day after they expire', async () => {
    const owner = await signUpForTest(app, { name: 'Expiring Things' });
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email: owner.email } });
    await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: owner.email, password: 'a wrong password here' },
    });
    const pin = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: owner.headers,
    });
    expect(pin.statusCode).toBe(201);
    const rows = async () => ({
      sessions: (
        await app.db
          .selectFrom('app_session')
          .select('id')
          .where('user_id', '=', owner.userId)
          .execute()
      ).length,
      tokens: (
        await app.db
          .selectFrom('account_token')
          .select('id')
          .where('user_id', '=', owner.userId)
          .execute()
      ).length,
      pins: (
        await app.db
          .selectFrom('agent_login')
          .select('id')
          .where('user_id', '=', owner.userId)
          .execute()
      ).length,
      counters: (
        await app.db
          .selectFrom('attempt_counter')
          .select('key')
          .where('key', 'in', [`password:${owner.email}`, `recover:${owner.email}`])
          .execute()
      ).length,
    });
    const live = await rows();
    expect(live).toEqual({ sessions: 1, tokens: 2, pins: 1, counters: 2 });

    // 30 hours on: what expired more than a day before goes; the session (12 hours), the
    // e-mail link and the PIN (24 hours) are still within the day's grace.
    await runAt(new Date(Date.now() + 30 * 3_600_000));
    // The reset link (1 hour) and the attempt counters (15-minute windows) are past it.
    expect(await rows()).toEqual({ sessions: 1, tokens: 1, pins: 1, counters: 0 });
    const counts = await runAt(new Date(Date.now() + 3 * 86_400_000));
    expect(counts.expiredCredentialsDeleted).toBeGreaterThanOrEqual(3);
    expect(await rows()).toEqual({ sessions: 0, tokens: 0, pins: 0, counters: 0 });
  });

  it('changes nothing on a dry run but counts the same', async () => {
    const owner = await resident();
    const form = await startAssessment(owner);
    const at = daysAfter(form.lastUpdated, 400);
    const tables = async () =>
      JSON.stringify(
        await Promise.all([
          app.db.selectFrom('form').selectAll().orderBy('id').execute(),
          app.db.selectFrom('delivery_job').selectAll().orderBy('id').execute(),
          app.db.selectFrom('app_user').selectAll().orderBy('id').execute(),
          app.db.selectFrom('data_protection_event').selectAll().orderBy('id').execute(),
        ]),
      );
    const before = await tables();
    const dry = await runAt(at, true);
    expect(dry.deleted).toBeGreaterThanOrEqual(1);
    expect(await tables()).toBe(before);
    const real = await runAt(at);
    expect(real).toEqual(dry);
  });

  it('counts on a dry run only what is due, and a real run then removes exactly that', async () => {
    const owner = await resident();
    // Submitted first, while the session is live on the app's clock.
    clock = new Date();
    const submitted = await submitTestAssessment(app, owner, 'CSA');
    const open = await startAssessment(owner);
    const closing = await startAssessment(owner);
    const closed = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${closing.id}/abandonAssessment`,
      headers: owner.headers,
    });
    const closedAt = (closed.json().data as Assessment).lastUpdated;
    // Neither is due yet: the open one in 180 days, the closed one tomorrow.
    expect((await runAt(daysAfter(closedAt, 29), true)).deleted).toBe(0);
    const dueNow = daysAfter(closedAt, 30);
    expect((await runAt(dueNow, true)).deleted).toBe(1);
    expect((await runAt(dueNow)).deleted).toBe(1);
    expect(await formExists(open.id)).toBe(true);
    expect(await formExists(closing.id)).toBe(false);

    // A submission past its seven years is counted but not erased by a dry run.
    const erasedAt = daysAfter(submitted.dateSubmitted ?? '', 2557);
    expect((await runAt(erasedAt, true)).erased).toBe(1);
    const ownerOf = async () =>
      (
        await app.db
          .selectFrom('form')
          .select('owner_id')
          .where('id', '=', submitted.id)
          .executeTakeFirstOrThrow()
      ).owner_id;
    expect(await ownerOf()).toBe(owner.userId);
    expect((await runAt(erasedAt)).erased).toBe(1);
    expect(await ownerOf()).toBeNull();
  });

  it('counts stale attempt counters on a dry run as a real run removes them', async () => {
    const owner = await signUpForTest(app, { name: 'Counted Counters' });
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email: owner.email } });
    await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: owner.email, password: 'a wrong password here' },
    });
    const counters = () =>
      app.db
        .selectFrom('attempt_counter')
        .select('key')
        .where('key', 'in', [`password:${owner.email}`, `recover:${owner.email}`])
        .execute();
    expect(await counters()).toHaveLength(2);
    const at = new Date(Date.now() + 2 * 86_400_000);
    const dry = await runAt(at, true);
    expect(await counters()).toHaveLength(2);
    const real = await runAt(at);
    expect(real.expiredCredentialsDeleted).toBe(dry.expiredCredentialsDeleted);
    // The reset link and the two counters, at least.
    expect(real.expiredCredentialsDeleted).toBeGreaterThanOrEqual(3);
    expect(await counters()).toEqual([]);
  });

  it('keeps an attempt counter while its lockout lasts, on a dry run and a real one', async () => {
    const at = new Date(Date.now() + 10 * dayMs);
    const hoursBefore = (hours: number) => new Date(at.getTime() - hours * 3_600_000).toISOString();
    // Windows started three days before the run; a lockout still on, one long over, none.
    const counters = [
      { key: 'retention-test:locked', locked_until: new Date(at.getTime() + dayMs).toISOString() },
      { key: 'retention-test:was-locked', locked_until: hoursBefore(48) },
      { key: 'retention-test:never-locked', locked_until: null },
    ];
    await app.db
      .insertInto('attempt_counter')
      .values(
        counters.map((counter) => ({
          ...counter,
          failures: 5,
          window_started_at: hoursBefore(72),
        })),
      )
      .execute();
    const left = async () =>
      (
        await app.db
          .selectFrom('attempt_counter')
          .select('key')
          .where('key', 'like', 'retention-test:%')
          .orderBy('key')
          .execute()
      ).map((row) => row.key);
    const dry = await runAt(at, true);
    expect(await left()).toHaveLength(3);
    const real = await runAt(at);
    expect(real.expiredCredentialsDeleted).toBe(dry.expiredCredentialsDeleted);
    expect(await left()).toEqual(['retention-test:locked']);
    // Once the lockout has been over for a day, it goes too.
    const later = new Date(at.getTime() + 2 * dayMs + 60_000);
    expect((await runAt(later, true)).expiredCredentialsDeleted).toBeGreaterThanOrEqual(1);
    await runAt(later);
    expect(await left()).toEqual([]);
  });

  it('keeps an assessment whose deletion finds it changed, with its reminders, and counts none', async () => {
    const owner = await resident();
    const form = await startAssessment(owner);
    await runAt(daysAfter(form.lastUpdated, 166));
    // As if the resident saved between the run's search and its delete: the delete finds
    // nothing to remove (a trigger skips it).
    const id = sql.lit(form.id);
    if (database.name === 'sqlite') {
      await sql`create trigger keep_form before delete on form
          when old.id = ${id} begin select raise(ignore); end`.execute(app.db);
    } else {
      await sql`create function keep_form() returns trigger language plpgsql as $$
          begin if old.id = ${id} then return null; end if; return old; end $$`.execute(app.db);
      await sql`create trigger keep_form before delete on form
          for each row execute function keep_form()`.execute(app.db);
    }
    try {
      expect((await runAt(daysAfter(form.lastUpdated, 180))).deleted).toBe(0);
    } finally {
      await sql`drop trigger keep_form${sql.raw(database.name === 'sqlite' ? '' : ' on form')}`.execute(
        app.db,
      );
    }
    expect(await formExists(form.id)).toBe(true);
    expect(await jobsFor(form.id)).not.toEqual([]);
    expect(await eventsFor(form.id)).toEqual([]);
  });

  /**
   * Runs `body` with a trigger that, when `table` gets a row (insert) or loses one (delete)
   * about one of the two ids, runs `statement` with `other` standing for the other id: as if
   * another process changed the other record between the run's search and its own deletion.
   */
  async function withTwinTrigger(
    event: 'insert' | 'delete',
    table: 'app_user' | 'erased_submission' | 'delivery_job',
    column: 'id' | 'form_id',
    ids: [string, string],
    statement: string,
    body: () => Promise<void>,
  ) {
    const [a, b] = ids.map((id) => `'${id}'`);
    const row = event === 'insert' ? 'new' : 'old';
    const other = `(case ${row}.${column} when ${a} then ${b} else ${a} end)`;
    const action = statement.replaceAll('$other', other);
    if (database.name === 'sqlite') {
      await sql
        .raw(
          `create trigger twin after ${event} on ${table} when ${row}.${column} in (${a}, ${b})
           begin ${action}; end`,
        )
        .execute(app.db);
    } else {
      await sql
        .raw(
          `create function twin() returns trigger language plpgsql as $$
           begin if ${row}.${column} in (${a}, ${b}) then ${action}; end if; return null; end $$`,
        )
        .execute(app.db);
      await sql
        .raw(`create trigger twin after ${event} on ${table} for each row execute function twin()`)
        .execute(app.db);
    }
    try {
      await body();
    } finally {
      await sql
        .raw(`drop trigger twin${database.name === 'sqlite' ? '' : ` on ${table}`}`)
        .execute(app.db);
      if (database.name !== 'sqlite') await sql`drop function twin()`.execute(app.db);
    }
  }

  it('keeps an unverified account that was confirmed between the search and its deletion', async () => {
    // Earlier tests' unverified accounts go first, so the count below is this test's alone.
    await runAt(new Date(Date.now() + 31 * dayMs));
    const first = await signUpForTest(app, { name: 'First Twin' });
    const second = await signUpForTest(app, { name: 'Second Twin' });
    await withTwinTrigger(
      'delete',
      'app_user',
      'id',
      [first.userId, second.userId],
      'update app_user set is_email_verified = 1 where id = $other',
      async () => {
        expect((await runAt(new Date(Date.now() + 31 * dayMs))).accountsDeleted).toBe(1);
      },
    );
    const left = await app.db
      .selectFrom('app_user')
      .select(['id', 'is_email_verified'])
      .where('id', 'in', [first.userId, second.userId])
      .execute();
    expect(left).toEqual([{ id: expect.any(String), is_email_verified: 1 }]);
  });

  it('skips a submission another run erased between the search and its claim', async () => {
    const owner = await resident('Twin Submitter');
    clock = new Date();
    const first = await submitTestAssessment(app, owner, 'CSA');
    const second = await submitTestAssessment(app, owner, 'CSA');
    const ids: [string, string] = [first.id, second.id];
    await withTwinTrigger(
      'insert',
      'erased_submission',
      'form_id',
      ids,
      `insert into erased_submission (form_id, erased_at) values ($other, new.erased_at)
       on conflict do nothing`,
      async () => {
        const at = daysAfter(second.dateSubmitted ?? '', 2557);
        expect((await runAt(at)).erased).toBe(1);
      },
    );
    const owners = await app.db
      .selectFrom('form')
      .select('owner_id')
      .where('id', 'in', ids)
      .orderBy('owner_id')
      .execute();
    // One was erased (detached from its owner); the other, claimed elsewhere, was left alone.
    expect(owners.map((form) => form.owner_id).sort()).toEqual([null, owner.userId].sort());
    expect(
      await app.db
        .selectFrom('data_protection_event')
        .select('id')
        .where('subject_id', 'in', ids)
        .execute(),
    ).toHaveLength(1);
  });

  it('counts only the reminders it queued itself when another run queued one first', async () => {
    const owner = await resident('Twin Reminders');
    const first = await startAssessment(owner);
    const second = await startAssessment(owner);
    const ids: [string, string] = [first.id, second.id];
    await withTwinTrigger(
      'insert',
      'delivery_job',
      'form_id',
      ids,
      `insert into delivery_job
         (id, form_id, kind, team, status, attempts, next_attempt_at, created_at, steps)
       select 'twin-' || id, id, 'reminder-return@' || last_updated, 'resident', 'pending', 0,
         new.next_attempt_at, new.created_at, '{}'
       from form where id = $other
       on conflict do nothing`,
      async () => {
        expect((await runAt(daysAfter(second.lastUpdated, 8))).reminded).toBe(1);
      },
    );
    const kinds = await app.db
      .selectFrom('delivery_job')
      .select(['form_id', 'kind'])
      .where('form_id', 'in', ids)
      .execute();
    expect(kinds.map((job) => job.kind).sort()).toEqual(
      [`reminder-return@${first.lastUpdated}`, `reminder-return@${second.lastUpdated}`].sort(),
    );
  });

  it('audit rows hold no personal data', async () => {
    const rows = await app.db.selectFrom('data_protection_event').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/@|Grace|Mbeki|Ngozi|Never Confirmed|07700/);
  });

  it('runs the hourly job in one process at a time', async () => {
    let clock = new Date('2031-01-01T00:00:00.000Z');
    const runs: Date[] = [];
    const silent = app.log.child({});
    silent.level = 'silent';
    // The process that gets the job holds it until the other two have answered, so they
    // always ask while it is held; a second run inside the same round lets go at once so that
    // a broken lock fails the assertions below instead of waiting forever.
    let holding = Promise.resolve();
    let letGo = () => {};
    let runsBeforeRound = 0;
    const schedules = [1, 2, 3].map(
      () =>
        new RetentionSchedule(
          app.db,
          async (now) => {
            runs.push(now);
            if (runs.length - runsBeforeRound > 1) letGo();
            await holding;
            return {
              reminded: 0,
              deleted: 0,
              erased: 0,
              accountsDeleted: 0,
              expiredCredentialsDeleted: 0,
              commentsCleared: 0,
            };
          },
          () => clock,
          silent,
        ),
    );
    const runAllAtOnce = async () => {
      runsBeforeRound = runs.length;
      holding = new Promise<void>((resolve) => (letGo = resolve));
      let answered = 0;
      const results = await Promise.all(
        schedules.map((schedule) =>
          schedule.runIfDue().finally(() => {
            answered += 1;
            if (answered === 2) letGo();
          }),
        ),
      );
      return results.filter((result) => result !== null);
    };
    expect(await runAllAtOnce()).toHaveLength(1);
    clock = new Date(clock.getTime() + 30 * 60_000);
    expect(await runAllAtOnce()).toEqual([]);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await runAllAtOnce()).toHaveLength(1);
    expect(runs).toHaveLength(2);
  });
});
