import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { StaffSubmissionDetail, StaffSubmissionSummary } from '@csa/contracts';
import { extractPdfText } from '../testing/extract-pdf-text.ts';
import { submitForCaller } from '../testing/submit-for-caller.ts';
import {
  buildTestApp,
  createTestSession,
  startWebhookReceiver,
  submitTestAssessment,
  testDatabases,
  type TestSession,
  type WebhookReceiver,
} from '../testing/index.ts';

const databases = await testDatabases();
const secret = `whsec_${Buffer.from('the phone channel case system secret').toString('base64')}`;

describe.each(databases)(
  'a submission taken by phone, as the council receives it, on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let cases: WebhookReceiver;
    let colin: TestSession;
    let phoneFormId: string;
    let onlineFormId: string;

    beforeAll(async () => {
      cases = await startWebhookReceiver(secret);
      ({ app, close } = await buildTestApp(database, {
        RATE_LIMIT_PER_MINUTE: '100000',
        CASE_WEBHOOK_URL_CSA: cases.url,
        CASE_WEBHOOK_SECRET: secret,
        DELIVERY_POLL_MS: '600000',
      }));
      colin = await createTestSession(app, {
        name: 'Colin Services',
        loginEmail: 'colin.phone@council.test',
        roleNames: ['customer-services'],
      });
      phoneFormId = (await submitForCaller(app, colin, { email: 'winifred@example.test' })).formId;
      const resident = await createTestSession(app, { name: 'Online Resident' });
      onlineFormId = (await submitTestAssessment(app, resident, 'CSA')).id;
      await app.delivery.worker.drain();
      await cases.waitFor(2);
      // Two submissions rendered and delivered, on a machine shared with other work.
    }, 60_000);
    afterAll(async () => {
      await close();
      await cases.close();
    });

    const eventOf = (formId: string) =>
      cases.accepted.find((event) => event.body.data.formId === formId)?.body.data;

    it('tells the case system the channel and who took it', () => {
      expect(eventOf(phoneFormId)).toMatchObject({
        channel: 'phone',
        takenBy: { id: colin.userId, name: 'Colin Services' },
      });
      expect(eventOf(onlineFormId)).toMatchObject({ channel: 'online', takenBy: null });
    });

    it('says in the council’s PDF that it was taken by phone, by whom and when', async () => {
      const textOf = async (formId: string) => {
        const stored = await app.db
          .selectFrom('submission_pdf')
          .select('content')
          .where('form_id', '=', formId)
          .executeTakeFirstOrThrow();
        return (await extractPdfText(Buffer.from(stored.content))).structureTexts.join('\n');
      };
      expect(await textOf(phoneFormId)).toMatch(/Channel\s*Phone, taken by Colin Services on /);
      expect(await textOf(onlineFormId)).not.toContain('taken by');
    });

    it('marks it phone in the team’s inbox', async () => {
      const inbox = await app.inject({
        url: '/internal/v1/staff/submissions',
        headers: colin.headers,
      });
      const rows = inbox.json<{ data: StaffSubmissionSummary[] }>().data;
      expect(rows.find((row) => row.id === phoneFormId)?.channel).toBe('phone');
      expect(rows.find((row) => row.id === onlineFormId)?.channel).toBe('online');
    });

    it('shows it on the staff case page', async () => {
      const detailOf = async (formId: string) =>
        (
          await app.inject({
            url: `/internal/v1/staff/submissions/${formId}`,
            headers: colin.headers,
          })
        ).json<{ data: StaffSubmissionDetail }>().data;
      expect(await detailOf(phoneFormId)).toMatchObject({
        channel: 'phone',
        takenBy: { id: colin.userId, name: 'Colin Services' },
      });
      expect(await detailOf(onlineFormId)).toMatchObject({ channel: 'online', takenBy: null });
    });
  },
);
