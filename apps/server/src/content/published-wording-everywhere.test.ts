import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentDraftResponseSchema } from '@csa/questionnaire';
import {
  buildTestApp,
  createTestSession,
  startSmtpReceiver,
  submitTestAssessment,
  testDatabases,
  type SmtpReceiver,
  type TestSession,
} from '../testing/index.ts';
import { extractPdfText } from '../testing/extract-pdf-text.ts';

const databases = await testDatabases();
const residentEmail = 'wording.reader@resident.example';

/** Wording an admin might paste, or an attacker with an admin's session might try. */
const payloads = {
  contactDetails: 'Ring <script>alert("contact")</script> on 020 7946 0000 & ask for adults.',
  openingHours: '<b onmouseover="alert(1)">Weekdays</b> 8am to 6pm',
  whatHappensNext: 'A social worker will call you. <img src=x onerror=alert(2)> Thank you.',
};

describe.each(databases)(
  "the council's published wording in the resident's e-mail and PDF on $name",
  { timeout: 120_000 },
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let smtp: SmtpReceiver;
    let resident: TestSession;
    let formId: string;
    let reference: string;

    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      ({ app, close } = await buildTestApp(database, {
        RATE_LIMIT_PER_MINUTE: '100000',
        NOTIFICATION_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        DELIVERY_POLL_MS: '600000',
      }));
      const admin = await createTestSession(app, { roleNames: ['admin'], hasSecondFactor: true });
      const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
        app.inject({
          method,
          url: `/internal/v1/admin/content${url}`,
          headers: admin.headers,
          ...(payload ? { payload } : {}),
        });
      const { content } = contentDraftResponseSchema.parse(
        (await call('GET', '/draft')).json(),
      ).data;
      const saved = await call('PUT', '/draft', {
        revision: 0,
        content: {
          ...content,
          wording: {
            ...content.wording,
            contactDetails: payloads.contactDetails,
            openingHours: payloads.openingHours,
            whatHappensNext: { ...content.wording.whatHappensNext, CSA: payloads.whatHappensNext },
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await call('POST', '/publish', { revision: 1, note: 'New wording' });
      expect(published.statusCode, published.body).toBe(201);

      resident = await createTestSession(app, { loginEmail: residentEmail });
      const form = await submitTestAssessment(app, resident, 'CSA');
      formId = form.id;
      reference = form.reference ?? '';
    }, 60_000);
    afterAll(async () => {
      await close();
      await smtp.close();
    });

    it('e-mails the published next steps, contact details and hours as the text they are', async () => {
      expect(await app.delivery.worker.drain()).toBe(1);
      const [mail] = (await smtp.waitFor(1)).filter((received) =>
        received.text.includes(reference),
      );
      expect(mail?.to).toEqual([residentEmail]);
      const text = mail?.text ?? '';
      expect(text).toContain(payloads.whatHappensNext);
      expect(text).toContain(payloads.contactDetails);
      expect(text).toContain(payloads.openingHours);
      // Not the built-in next steps the service shipped with.
      expect(text).not.toContain('The customer services team will read your assessment');
      expect(text).not.toContain('&lt;');
    });

    it('puts them in the resident’s PDF as text', async () => {
      const response = await app.inject({
        url: `/internal/v1/form/${formId}/pdf`,
        headers: resident.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const texts = (await extractPdfText(response.rawPayload)).structureTexts;
      const joined = texts.join('\n').replace(/\s+/g, ' ');
      expect(joined).toContain(payloads.whatHappensNext);
      expect(joined).toContain(payloads.contactDetails);
      expect(joined).toContain(payloads.openingHours);
      expect(joined).not.toContain('They will look at your answers and contact you');
      expect(texts).toContain('Contact us');
    });
  },
);
