import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DirtyFields, StaffSubmissionDetail } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  completePersonalDetails,
  createTestAssessment,
  createTestSession,
  fillAreaAnswers,
  startWebhookReceiver,
  testDatabases,
  type TestSession,
  type WebhookReceiver,
} from '../testing/index.ts';
import { lunchClub, withLunchClub } from './content-test-data.ts';
import { questionnaireContentVersion } from './questionnaire-content-version.ts';

const databases = await testDatabases();
const secret = `whsec_${Buffer.from('the content versions case secret').toString('base64')}`;

describe.each(databases)('the versions a submission records on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let cases: WebhookReceiver;
  let resident: TestSession;
  let customerServices: TestSession;
  let formId: string;

  beforeAll(async () => {
    cases = await startWebhookReceiver(secret);
    ({ app, close } = await buildTestApp(database, {
      COUNCIL_FLAVOUR: 'kent',
      RATE_LIMIT_PER_MINUTE: '100000',
      CASE_WEBHOOK_URL_CSA: cases.url,
      CASE_WEBHOOK_SECRET: secret,
      DELIVERY_POLL_MS: '600000',
    }));
    const admin = await createTestSession(app, { roleNames: ['admin'], hasSecondFactor: true });
    customerServices = await createTestSession(app, {
      roleNames: ['customer-services'],
      hasSecondFactor: true,
    });
    resident = await createTestSession(app, { name: 'Resident' });

    const { content } = (
      await app.inject({ url: '/internal/v1/admin/content/draft', headers: admin.headers })
    ).json().data;
    for (const [method, url, payload] of [
      ['PUT', 'draft', { revision: 0, content: withLunchClub(content) }],
      ['POST', 'publish', { revision: 1, note: 'Lunch club' }],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/internal/v1/admin/content/${url}`,
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }

    const topic = pathwayFor('CSA').topics.find((candidate) => candidate.id === 'manageNutrition');
    if (!topic) throw new Error('no manageNutrition');
    const form = await createTestAssessment(app, resident, 'My assessment', 'CSA');
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: {
        version: form.version,
        dirtyFields: {
          manageNutrition: {
            answers: fillAreaAnswers(topic, { needsHelp: true, chooseAll: true }),
            lastStepIndex: 1,
            isComplete: true,
          },
          personalDetails: completePersonalDetails('CSA'),
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/remoteSubmission`,
      headers: resident.headers,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    formId = form.id;
    // Sessions, a publish and a submission: longer than a hook's default on a loaded machine.
  }, 30_000);
  afterAll(async () => {
    await close();
    await cases.close();
  });

  const shown = {
    linksAndWording: 2,
    questionnaire: questionnaireContentVersion(pathwayFor('CSA')),
  };

  it('keeps the published version it was shown and suggests that version’s links', async () => {
    const row = await app.db
      .selectFrom('form')
      .select(['content_version', 'questionnaire_version', 'submitted_fields'])
      .where('id', '=', formId)
      .executeTakeFirstOrThrow();
    expect(row.content_version).toBe(2);
    expect(row.questionnaire_version).toBe(shown.questionnaire);
    const frozen = JSON.parse(row.submitted_fields ?? '{}') as DirtyFields;
    expect(frozen.suggestions).toContainEqual({ url: lunchClub.url, label: lunchClub.label });
  });

  it('tells staff on the case page and the case system in the webhook which versions', async () => {
    const response = await app.inject({
      url: `/internal/v1/staff/submissions/${formId}`,
      headers: customerServices.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: StaffSubmissionDetail }>().data.shownVersions).toEqual(shown);
    await app.delivery.worker.drain();
    const [event] = await cases.waitFor(1);
    expect(event?.body.data.formId).toBe(formId);
    expect(event?.body.data.shownVersions).toEqual(shown);
  });
});
