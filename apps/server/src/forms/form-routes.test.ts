import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  alreadySubmittedMessage,
  cannotSubmitMessages,
  closedMessage,
  conflictMessage,
  type Assessment,
  type DirtyFields,
} from '@csa/contracts';
import { keyAnswers } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  createTestSession,
  deliveryJobsOf,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { completePersonalDetails } from '../testing/form-test-data.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { submitAssessment } from './submit-assessment.ts';

const databases = await testDatabases();
const csa = pathwayFor('CSA');
const hygiene = csa.topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing from the CSA content');

describe.each(databases)('form calls on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let alice: TestSession;
  let mallory: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '100000',
      MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000',
    }));
    alice = await createTestSession(app);
    mallory = await createTestSession(app);
  });
  afterAll(async () => close?.());

  async function create(session: TestSession, formTypeCode = 'CSA'): Promise<Assessment> {
    const response = await app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers: session.headers,
      payload: { formTypeCode, formName: 'My assessment', pageCount: 3 },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as Assessment;
  }

  function put(
    session: TestSession,
    form: Assessment,
    dirtyFields: unknown,
    version = form.version,
  ) {
    return app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: session.headers,
      payload: { dirtyFields, version, lastValidPage: 1 },
    });
  }

  function submit(session: TestSession, form: Assessment) {
    return app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/remoteSubmission`,
      headers: session.headers,
      payload: { formModel: {}, dirtyModel: {}, pdfHtml: '<p>ignored</p>' },
    });
  }

  async function save(session: TestSession, form: Assessment, fields: Record<string, unknown>) {
    const response = await put(session, form, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Assessment;
  }

  const completeHygiene = (needsHelp = false) => ({
    answers: fillAreaAnswers(hygiene, { needsHelp, chooseAll: true }),
    lastStepIndex: 5,
    isComplete: true,
  });

  describe('create, list and get', () => {
    it('creates an assessment with the spec title, upper-casing the form type', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: alice.headers,
        payload: { formTypeCode: 'carers', formName: 'For my mum', pageCount: 3 },
      });
      expect(response.statusCode).toBe(201);
      const form = response.json().data as Assessment;
      expect(form).toMatchObject({
        formTypeCode: 'CARERS',
        formName: 'For my mum',
        title: 'Care and Support Assessment Form',
        status: null,
        dirtyFields: '{}',
        submittedFields: null,
        version: 1,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('refuses an unknown form type and asks for a token', async () => {
      const unknown = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: alice.headers,
        payload: { formTypeCode: 'XYZ', formName: 'x', pageCount: 3 },
      });
      expect(unknown.statusCode).toBe(400);
      const anonymous = await app.inject({ method: 'GET', url: '/internal/v1/form' });
      expect(anonymous.statusCode).toBe(401);
    });

    it("lists only the user's own assessments of the type asked, with a cache-breaking parameter", async () => {
      const reader = await createTestSession(app);
      const mine = await create(reader, 'CSA');
      await create(reader, 'CARERS');
      await create(mallory, 'CSA');
      const response = await app.inject({
        url: `/internal/v1/form?formTypeCode=CSA&t=${Date.now()}`,
        headers: reader.headers,
      });
      expect(response.statusCode).toBe(200);
      expect((response.json().data as Assessment[]).map((form) => form.id)).toEqual([mine.id]);
      const all = await app.inject({ url: '/internal/v1/form?_=123', headers: reader.headers });
      expect(all.json().data).toHaveLength(2);
    });

    it("answers 404 for another user's assessment on every call and never shows it", async () => {
      const form = await create(alice);
      const calls = [
        app.inject({ url: `/internal/v1/form/${form.id}`, headers: mallory.headers }),
        put(mallory, form, {}),
        submit(mallory, form),
        app.inject({
          method: 'POST',
          url: `/internal/v1/form/${form.id}/abandonAssessment`,
          headers: mallory.headers,
        }),
        app.inject({ url: `/internal/v1/form/${form.id}/pdf`, headers: mallory.headers }),
        app.inject({
          method: 'POST',
          url: '/internal/v1/htmlToPdf',
          headers: mallory.headers,
          payload: { html: '<p/>', formTypeCode: 'CSA', formId: form.id },
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(form.id);
      }
      const get = await app.inject({
        url: `/internal/v1/form/${form.id}`,
        headers: mallory.headers,
      });
      expect(get.json().message).toBe('Item was not found');
      const stillMine = await app.inject({
        url: `/internal/v1/form/${form.id}`,
        headers: alice.headers,
      });
      expect(stillMine.json().data.status).toBeNull();
      expect(stillMine.headers['content-type']).toBe('application/json; charset=utf-8');
    });
  });

  describe('update', () => {
    it('saves an area, accepting dirtyFields as an object or as JSON text', async () => {
      const form = await create(alice);
      const first = await save(alice, form, {
        personalHygiene: {
          answers: { needHelp: keyAnswers.canDo },
          lastStepIndex: 1,
          isComplete: true,
        },
      });
      expect(first.version).toBe(2);
      expect(JSON.parse(first.dirtyFields)).toEqual({
        personalHygiene: {
          answers: { needHelp: keyAnswers.canDo },
          lastStepIndex: 1,
          isComplete: true,
        },
      });
      const asText = await put(
        alice,
        first,
        JSON.stringify({ personalHygiene: { answers: {}, lastStepIndex: 0, isComplete: false } }),
      );
      expect(asText.statusCode).toBe(200);
      expect(JSON.parse(asText.json().data.dirtyFields).personalHygiene.isComplete).toBe(false);
    });

    it('stores an area as incomplete when required answers are missing, whatever the client says', async () => {
      const form = await create(alice);
      const saved = await save(alice, form, {
        personalHygiene: {
          answers: { needHelp: keyAnswers.needHelp },
          lastStepIndex: 1,
          isComplete: true,
        },
      });
      expect(JSON.parse(saved.dirtyFields).personalHygiene.isComplete).toBe(false);
    });

    it('refuses a stale version with 409 and the conflict message, keeping the newer save', async () => {
      const form = await create(alice);
      const saved = await save(alice, form, {
        personalHygiene: {
          answers: { needHelp: keyAnswers.canDo },
          lastStepIndex: 1,
          isComplete: true,
        },
      });
      const stale = await put(
        alice,
        form,
        { personalHygiene: { answers: {}, lastStepIndex: 0, isComplete: false } },
        1,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(conflictMessage);
      const current = await app.inject({
        url: `/internal/v1/form/${form.id}`,
        headers: alice.headers,
      });
      expect(current.json().data.dirtyFields).toBe(saved.dirtyFields);
      expect(current.json().data.version).toBe(saved.version);
    });

    it('lets only one of two saves of the same version win', async () => {
      const form = await create(alice);
      const fields = (index: number) => ({
        personalHygiene: { answers: {}, lastStepIndex: index, isComplete: false },
      });
      const results = await Promise.all([put(alice, form, fields(1)), put(alice, form, fields(2))]);
      expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });

    it.each([
      [
        'an unknown area',
        { notAnArea: { answers: {}, lastStepIndex: 0, isComplete: false } },
        'dirtyFields.notAnArea',
        'Unknown area',
      ],
      [
        'an area of the other pathway',
        { carerRole: { answers: {}, lastStepIndex: 0, isComplete: false } },
        'dirtyFields.carerRole',
        'Unknown area',
      ],
      [
        'an unknown item',
        {
          personalHygiene: {
            answers: { favouriteColour: 'blue' },
            lastStepIndex: 0,
            isComplete: false,
          },
        },
        'dirtyFields.personalHygiene.answers.favouriteColour',
        'Unknown question',
      ],
      [
        'an answer to a hidden item',
        {
          personalHygiene: {
            answers: { needHelp: keyAnswers.canDo, helpOptions: ['Washing yourself'] },
            lastStepIndex: 1,
            isComplete: false,
          },
        },
        'dirtyFields.personalHygiene.answers.helpOptions',
        'This question is not asked with the answers given',
      ],
      [
        'a wrong option',
        {
          personalHygiene: { answers: { needHelp: 'Maybe' }, lastStepIndex: 1, isComplete: false },
        },
        'dirtyFields.personalHygiene.answers.needHelp',
        'Not one of the choices',
      ],
      [
        'a list for a radio',
        {
          personalHygiene: {
            answers: { needHelp: [keyAnswers.canDo] },
            lastStepIndex: 1,
            isComplete: false,
          },
        },
        'dirtyFields.personalHygiene.answers.needHelp',
        'This question does not take an answer of this kind',
      ],
      [
        'a malformed area',
        { personalHygiene: { answers: {}, lastStepIndex: -1, isComplete: 'yes' } },
        'dirtyFields.personalHygiene.lastStepIndex',
        '',
      ],
      [
        'a bad NHS number',
        { personalDetails: { nhsNumber: '9434765910' } },
        'dirtyFields.personalDetails.nhsNumber',
        'Invalid NHS number',
      ],
      [
        'JSON text that does not parse',
        '{"personalHygiene":',
        'dirtyFields',
        'dirtyFields is not valid JSON',
      ],
    ])('refuses %s with 400 naming the field', async (_case, dirtyFields, field, message) => {
      const form = await create(alice);
      const response = await put(alice, form, dirtyFields);
      expect(response.statusCode).toBe(400);
      const entry = (response.json().errors as { field?: string; error: string }[]).find(
        (candidate) => candidate.field === field,
      );
      expect(entry, response.body).toBeDefined();
      expect(entry?.error).toContain(message);
      const unchanged = await app.inject({
        url: `/internal/v1/form/${form.id}`,
        headers: alice.headers,
      });
      expect(unchanged.json().data.version).toBe(1);
    });

    it('applies the personal details rules and keeps people cared for to CARERS', async () => {
      const form = await create(alice, 'CSA');
      const saved = await save(alice, form, {
        personalDetails: {
          firstName: '  Ada ',
          accommodationStatus: 'owner-occupier',
          landlordName: 'Not applicable',
          isCompletedByAgent: false,
          hasConsent: true,
          peopleCaredFor: [{ firstName: 'Sam' }],
        },
      });
      expect(JSON.parse(saved.dirtyFields).personalDetails).toEqual({
        firstName: 'Ada',
        accommodationStatus: 'owner-occupier',
        isCompletedByAgent: false,
      });
    });
  });

  describe('submission', () => {
    it('refuses an empty assessment with the cannot-submit message', async () => {
      const form = await create(alice);
      const response = await submit(alice, form);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].error).toBe(cannotSubmitMessages.CSA);
      const fields = (response.json().errors as { field?: string }[]).map((entry) => entry.field);
      expect(fields).toEqual(
        expect.arrayContaining([
          'groups.0',
          'dirtyFields.personalDetails.firstName',
          'dirtyFields.personalDetails.address',
        ]),
      );
    });

    it('refuses with an error coded CANNOT_SUBMIT that carries the pathway message', async () => {
      const form = await create(alice, 'CARERS');
      const refusal = submitAssessment(app.db, {
        formId: form.id,
        ownerId: alice.userId,
        flavour: 'london-borough',
      });
      await expect(refusal).rejects.toMatchObject({
        statusCode: 400,
        code: 'CANNOT_SUBMIT',
        message: cannotSubmitMessages.CARERS,
      });
    });

    it('needs personal details as well as a complete area', async () => {
      const form = await create(alice);
      const saved = await save(alice, form, { personalHygiene: completeHygiene() });
      const response = await submit(alice, saved);
      expect(response.statusCode).toBe(400);
      const fields = (response.json().errors as { field?: string }[]).map((entry) => entry.field);
      expect(fields).not.toContain('groups.0');
      expect(fields).toContain('dirtyFields.personalDetails.dob');
    });

    it('refuses an area saved complete under older content whose answers no longer complete it', async () => {
      const form = await create(alice);
      const saved = await save(alice, form, {
        personalHygiene: completeHygiene(),
        personalDetails: completePersonalDetails('CSA'),
      });
      // Written as the older content accepted it: the key question asks for more help and the
      // questions today's content opens behind that answer were never asked.
      const stale = {
        personalHygiene: {
          answers: { needHelp: keyAnswers.needHelp },
          lastStepIndex: 1,
          isComplete: true,
        },
        personalDetails: completePersonalDetails('CSA'),
      };
      await app.db
        .updateTable('form')
        .set((eb) => ({ dirty_fields: JSON.stringify(stale), version: eb('version', '+', 1) }))
        .where('id', '=', saved.id)
        .execute();
      const response = await submit(alice, saved);
      expect(response.statusCode, response.body).toBe(400);
      const fields = (response.json().errors as { field?: string }[]).map((entry) => entry.field);
      expect(fields).toEqual([undefined, 'groups.0']);
    });

    it('submits: freezes the complete areas, suggestions and a reference, and writes one delivery job', async () => {
      const form = await create(alice);
      const saved = await save(alice, form, {
        personalHygiene: completeHygiene(true),
        toiletNeeds: { answers: {}, lastStepIndex: 0, isComplete: false },
        personalDetails: completePersonalDetails('CSA'),
      });
      const response = await submit(alice, saved);
      expect(response.statusCode, response.body).toBe(200);
      const submitted = response.json().data as Assessment;
      expect(submitted.reference).toMatch(/^CSA-\d{4}-\d{6}$/);
      expect(submitted.dateSubmitted).not.toBeNull();
      const frozen = JSON.parse(submitted.submittedFields ?? '{}') as DirtyFields;
      expect(Object.keys(frozen).sort()).toEqual([
        'personalDetails',
        'personalHygiene',
        'suggestions',
      ]);
      expect(frozen.suggestions?.length).toBeGreaterThan(0);
      for (const link of frozen.suggestions ?? []) {
        expect(link.url).toMatch(/^https:\/\//);
        expect(link.label.length).toBeGreaterThan(0);
      }
      const jobs = await deliveryJobsOf(app.db, form.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({
        kind: 'submission',
        team: 'customer-services',
        status: 'pending',
        attempts: 0,
      });
    });

    it('gives sequential references per form type', async () => {
      const references: string[] = [];
      for (let index = 0; index < 2; index += 1) {
        const form = await create(alice);
        const saved = await save(alice, form, {
          personalHygiene: completeHygiene(),
          personalDetails: completePersonalDetails('CSA'),
        });
        references.push((await submit(alice, saved)).json().data.reference as string);
      }
      const numbers = references.map((reference) => Number(reference.slice(-6)));
      expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    });

    it('is idempotent when submitted twice at once: one submission, one delivery job', async () => {
      const form = await create(alice);
      const saved = await save(alice, form, {
        personalHygiene: completeHygiene(),
        personalDetails: completePersonalDetails('CSA'),
      });
      const [first, second] = await Promise.all([submit(alice, saved), submit(alice, saved)]);
      expect(first?.statusCode).toBe(200);
      expect(second?.statusCode).toBe(200);
      expect(first?.json().data.reference).toBe(second?.json().data.reference);
      expect(first?.json().data.submittedFields).toBe(second?.json().data.submittedFields);
      const jobs = await deliveryJobsOf(app.db, form.id);
      expect(jobs).toHaveLength(1);
    });

    it('refuses changes to a submitted assessment, and a later re-submission, with the spec message', async () => {
      const form = await create(alice);
      const saved = await save(alice, form, {
        personalHygiene: completeHygiene(),
        personalDetails: completePersonalDetails('CSA'),
      });
      const submitted = (await submit(alice, saved)).json().data as Assessment;
      const edit = await put(alice, submitted, { personalHygiene: completeHygiene() });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toBe(alreadySubmittedMessage);
      const close = await app.inject({
        method: 'POST',
        url: `/internal/v1/form/${form.id}/abandonAssessment`,
        headers: alice.headers,
      });
      expect(close.statusCode).toBe(409);
      expect(close.json().message).toBe(alreadySubmittedMessage);

      await app.db
        .updateTable('form')
        .set((eb) => ({
          date_submitted: new Date(Date.now() - 10 * 60_000).toISOString(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', form.id)
        .execute();
      const again = await submit(alice, submitted);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(alreadySubmittedMessage);
      const jobs = await deliveryJobsOf(app.db, form.id);
      expect(jobs).toHaveLength(1);
    });

    it('needs the caring role and a person cared for on the carers pathway, and goes to the carers centre', async () => {
      const carers = pathwayFor('CARERS');
      const role = carers.topics.find((topic) => topic.id === 'carerRole');
      const other = carers.topics.find((topic) => topic.id === 'carerManageNutrition');
      if (!role || !other) throw new Error('carers content is missing');
      const form = await create(alice, 'CARERS');
      const otherArea = { answers: fillAreaAnswers(other), lastStepIndex: 3, isComplete: true };
      const withoutRole = await save(alice, form, {
        carerManageNutrition: otherArea,
        personalDetails: { ...completePersonalDetails('CARERS'), peopleCaredFor: [] },
      });
      const refused = await submit(alice, withoutRole);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].error).toBe(cannotSubmitMessages.CARERS);
      const fields = (refused.json().errors as { field?: string }[]).map((entry) => entry.field);
      expect(fields).toEqual(
        expect.arrayContaining(['groups.0', 'dirtyFields.personalDetails.peopleCaredFor']),
      );
      expect(fields).not.toContain('groups.1');

      const complete = await save(alice, withoutRole, {
        carerRole: { answers: fillAreaAnswers(role), lastStepIndex: 5, isComplete: true },
        carerManageNutrition: otherArea,
        personalDetails: completePersonalDetails('CARERS'),
      });
      const accepted = await submit(alice, complete);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data.reference).toMatch(/^CARERS-\d{4}-\d{6}$/);
      const job = await app.db
        .selectFrom('delivery_job')
        .selectAll()
        .where('form_id', '=', form.id)
        .executeTakeFirst();
      expect(job?.team).toBe('carers-centre');
    });
  });

  describe('close', () => {
    it('closes an assessment, which then cannot be edited or submitted', async () => {
      const form = await create(alice);
      const saved = await save(alice, form, {
        personalHygiene: completeHygiene(),
        personalDetails: completePersonalDetails('CSA'),
      });
      const close = () =>
        app.inject({
          method: 'POST',
          url: `/internal/v1/form/${form.id}/abandonAssessment`,
          headers: alice.headers,
        });
      const closed = await close();
      expect(closed.statusCode).toBe(200);
      expect(closed.json().data.status).toBe('ABANDONED');
      expect((await close()).statusCode).toBe(200);

      const edit = await put(alice, closed.json().data as Assessment, {});
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toBe(closedMessage);
      const submission = await submit(alice, saved);
      expect(submission.statusCode).toBe(409);
      expect(submission.json().message).toBe(closedMessage);
      const jobs = await deliveryJobsOf(app.db, form.id);
      expect(jobs).toHaveLength(0);
    });
  });
});

describe.each(databases)('form types offered on $name', (database) => {
  it('refuses to create an assessment of a type the council does not offer', async () => {
    const { app, close } = await buildTestApp(database, { SUPPORTED_FORM_TYPES: 'CSA' });
    try {
      const session = await createTestSession(app);
      const response = await app.inject({
        method: 'POST',
        url: '/internal/v1/form',
        headers: session.headers,
        payload: { formTypeCode: 'CARERS', formName: 'x', pageCount: 3 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This type of assessment is not offered.');
      expect(response.json().errors).toEqual([
        {
          error: 'This type of assessment is not offered.',
          field: 'formTypeCode',
          code: 'UNSUPPORTED_FORM_TYPE',
        },
      ]);
    } finally {
      await close();
    }
  });
});
