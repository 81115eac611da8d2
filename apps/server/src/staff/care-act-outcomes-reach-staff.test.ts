import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { StaffSubmissionDetail } from '@csa/contracts';
import type { Answers, CareActOutcomes } from '@csa/questionnaire';
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

const databases = await testDatabases();
const secret = `whsec_${Buffer.from('the outcomes case system secret').toString('base64')}`;
const cannot = 'I cannot do this independently';

function area(areaId: string, changes: Answers) {
  const topic = pathwayFor('CSA').topics.find((candidate) => candidate.id === areaId);
  if (!topic) throw new Error(`no area ${areaId}`);
  const answers = { ...fillAreaAnswers(topic, { needsHelp: true, chooseAll: true }), ...changes };
  return { answers, lastStepIndex: 1, isComplete: true };
}

describe.each(databases)(
  'the Care Act outcomes staff and the case system receive on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let cases: WebhookReceiver;
    let resident: TestSession;
    let customerServices: TestSession;
    let formId: string;

    beforeAll(async () => {
      cases = await startWebhookReceiver(secret);
      ({ app, close } = await buildTestApp(database, {
        RATE_LIMIT_PER_MINUTE: '100000',
        CASE_WEBHOOK_URL_CSA: cases.url,
        CASE_WEBHOOK_SECRET: secret,
        DELIVERY_POLL_MS: '600000',
      }));
      resident = await createTestSession(app, { name: 'Resident' });
      customerServices = await createTestSession(app, {
        name: 'Cara Services',
        loginEmail: 'cara.outcomes@council.test',
        roleNames: ['customer-services'],
        hasSecondFactor: true,
      });
      const form = await createTestAssessment(app, resident, 'My assessment', 'CSA');
      const saved = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${form.id}`,
        headers: resident.headers,
        payload: {
          version: form.version,
          dirtyFields: {
            appropriatelyClothed: area('appropriatelyClothed', { dressUpperBody: cannot }),
            personalHygiene: area('personalHygiene', { washYourself: cannot }),
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
    });
    afterAll(async () => {
      await close();
      await cases.close();
    });

    async function stored(): Promise<CareActOutcomes> {
      const row = await app.db
        .selectFrom('form')
        .select('care_act_outcomes')
        .where('id', '=', formId)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.care_act_outcomes ?? 'null') as CareActOutcomes;
    }

    it('sends the case system the stored outcomes in the webhook', async () => {
      await app.delivery.worker.drain();
      const [event] = await cases.waitFor(1);
      expect(event?.body.data.formId).toBe(formId);
      const outcomes = event?.body.data.careActOutcomes as CareActOutcomes;
      expect(outcomes).toEqual(await stored());
      expect(outcomes.unmetCount).toBe(2);
      expect(outcomes.reachesIndicativeThreshold).toBe(true);
    });

    it("shows staff the outcomes stored with the submission, not recomputed from today's content", async () => {
      const first = await app.inject({
        url: `/internal/v1/staff/submissions/${formId}`,
        headers: customerServices.headers,
      });
      expect(first.statusCode, first.body).toBe(200);
      const detail = first.json<{ data: StaffSubmissionDetail }>().data;
      expect(detail.careActOutcomes).toEqual(await stored());
      expect(
        detail.careActOutcomes?.outcomes
          .filter((outcome) => outcome.result === 'appearsUnable')
          .map((outcome) => outcome.areaId),
      ).toEqual(['appropriatelyClothed', 'personalHygiene']);

      // What the record says is what staff see, even where today's rules would say otherwise.
      const changed = { ...(await stored()), unmetCount: 7, thresholdLine: 'As recorded then.' };
      await app.db
        .updateTable('form')
        .set({ care_act_outcomes: JSON.stringify(changed) })
        .where('id', '=', formId)
        .execute();
      const again = await app.inject({
        url: `/internal/v1/staff/submissions/${formId}`,
        headers: customerServices.headers,
      });
      const recorded = again.json<{ data: StaffSubmissionDetail }>().data.careActOutcomes;
      expect(recorded?.unmetCount).toBe(7);
      expect(recorded?.thresholdLine).toBe('As recorded then.');
    });

    it('answers null for a case submitted before the outcomes were recorded', async () => {
      await app.db
        .updateTable('form')
        .set({ care_act_outcomes: null })
        .where('id', '=', formId)
        .execute();
      const detail = await app.inject({
        url: `/internal/v1/staff/submissions/${formId}`,
        headers: customerServices.headers,
      });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json<{ data: StaffSubmissionDetail }>().data.careActOutcomes).toBeNull();
    });
  },
);
