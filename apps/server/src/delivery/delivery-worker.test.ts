import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  deliveryJobOf,
  buildTestApp,
  createTestSession,
  startSmtpReceiver,
  startWebhookReceiver,
  submitTestAssessment,
  testDatabases,
  type SmtpReceiver,
  type TestSession,
  type WebhookReceiver,
} from '../testing/index.ts';
import { extractPdfText } from '../testing/extract-pdf-text.ts';

const databases = await testDatabases();
const secret = `whsec_${Buffer.from('a council case system secret!!').toString('base64')}`;
const teamCsa = 'customer.services@council.example';
const teamCarers = 'carers.centre@council.example';

/** The first job in a file renders the first PDF (fonts, a worker thread): ten seconds and
 * more on a loaded machine, against vitest's 20. */
const timeout = 60_000;

describe.each(databases)('delivering submissions on $name', { timeout }, (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let smtp: SmtpReceiver;
  let csaCases: WebhookReceiver;
  let carersCases: WebhookReceiver;
  let resident: TestSession;
  const residentEmail = 'ada.okafor@resident.example';

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    csaCases = await startWebhookReceiver(secret);
    carersCases = await startWebhookReceiver(secret);
    ({ app, close } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '100000',
      NOTIFICATION_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      TEAM_EMAIL_CSA: teamCsa,
      TEAM_EMAIL_CARERS: teamCarers,
      CASE_WEBHOOK_URL_CSA: csaCases.url,
      CASE_WEBHOOK_URL_CARERS: carersCases.url,
      CASE_WEBHOOK_SECRET: secret,
      CASE_WEBHOOK_TIMEOUT_MS: '2000',
      DELIVERY_MAX_ATTEMPTS: '3',
      DELIVERY_RETRY_BASE_MS: '1',
      DELIVERY_RETRY_CAP_MS: '1',
      PUBLIC_BASE_URL: 'https://care.council.example',
    }));
    resident = await createTestSession(app, { loginEmail: residentEmail, name: 'Ada Okafor' });
  });
  afterAll(async () => {
    await close();
    await Promise.all([smtp.close(), csaCases.close(), carersCases.close()]);
  });
  beforeEach(() => {
    smtp.mails.length = 0;
    csaCases.accepted.length = 0;
    carersCases.accepted.length = 0;
    csaCases.behaviour.status = 204;
    csaCases.behaviour.delayMs = 0;
  });
  afterEach(async () => {
    // Leave no job due for the next test.
    await app.delivery.worker.drain();
  });

  /** Runs due jobs until none is left, waiting out the (1 ms) retry delays in between. */
  async function deliverAll(rounds = 10) {
    for (let round = 0; round < rounds; round += 1) {
      await app.delivery.worker.drain();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('sends a CSA submission to customer services: one team e-mail, one signed webhook, one confirmation', async () => {
    const form = await submitTestAssessment(app, resident, 'CSA');
    await deliverAll();

    const toTeam = smtp.mails.filter((mail) => mail.to.includes(teamCsa));
    const toResident = smtp.mails.filter((mail) => mail.to.includes(residentEmail));
    expect(toTeam).toHaveLength(1);
    expect(toResident).toHaveLength(1);
    expect(smtp.mails.some((mail) => mail.to.includes(teamCarers))).toBe(false);
    expect(toTeam[0]?.text).toContain(form.reference);
    expect(toTeam[0]?.text).toContain(`https://care.council.example/staff/submissions/${form.id}`);
    expect(toTeam[0]?.attachments).toBe(0);
    expect(toResident[0]?.text).toContain(form.reference);

    expect(csaCases.accepted).toHaveLength(1);
    expect(carersCases.accepted).toHaveLength(0);
    const event = csaCases.accepted[0]?.body;
    expect(event?.type).toBe('submission.created');
    expect(event?.data).toMatchObject({
      formId: form.id,
      reference: form.reference,
      formTypeCode: 'CSA',
      team: 'customer-services',
      submittedAt: form.dateSubmitted,
      submission: JSON.parse(form.submittedFields ?? ''),
    });
    const pdf = Buffer.from(event?.data.pdf.base64 ?? '', 'base64');
    expect(event?.data.pdf.contentType).toBe('application/pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const job = await deliveryJobOf(app.db, form.id);
    expect(job.status).toBe('done');
    expect(Object.keys(JSON.parse(job.steps) as object).sort()).toEqual([
      'case-webhook',
      'pdf',
      'resident-email',
      'team-email',
    ]);
    expect(csaCases.accepted[0]?.id).toBe(`msg_${job.id}`);
  });

  it('confirms to the contact address a resident gave, or to the sign-in one when there is none', async () => {
    const withContact = await createTestSession(app, {
      loginEmail: 'signs.in@resident.example',
      contactEmail: 'reads.mail@resident.example',
    });
    const signInOnly = await createTestSession(app, {
      loginEmail: 'only.login@resident.example',
      contactEmail: null,
    });
    await submitTestAssessment(app, withContact, 'CSA');
    await submitTestAssessment(app, signInOnly, 'CSA');
    await deliverAll();
    const residentMail = smtp.mails
      .flatMap((mail) => mail.to)
      .filter((address) => address.endsWith('@resident.example'))
      .sort();
    expect(residentMail).toEqual(['only.login@resident.example', 'reads.mail@resident.example']);
  });

  it('sends no text confirmation through a provider that cannot send texts', async () => {
    const withMobile = await createTestSession(app, {
      loginEmail: 'has.mobile@resident.example',
      mobilePhoneNumber: '+447700900123',
    });
    const form = await submitTestAssessment(app, withMobile, 'CSA');
    await deliverAll();
    const job = await deliveryJobOf(app.db, form.id);
    expect(job.status).toBe('done');
    expect(Object.keys(JSON.parse(job.steps) as object)).not.toContain('resident-text');
  });

  it('sends a CARERS submission to the carers centre only, with the 2-week promise', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    await deliverAll();
    expect(smtp.mails.filter((mail) => mail.to.includes(teamCarers))).toHaveLength(1);
    expect(smtp.mails.some((mail) => mail.to.includes(teamCsa))).toBe(false);
    expect(carersCases.accepted).toHaveLength(1);
    expect(csaCases.accepted).toHaveLength(0);
    expect(carersCases.accepted[0]?.body.data.team).toBe('carers-centre');
    const receipt = smtp.mails.find((mail) => mail.to.includes(residentEmail));
    // The council's published next steps for carers (version 1: the shipped wording).
    expect(receipt?.text).toContain(
      'Your assessment has been sent to the carers centre. They will contact you within 2 weeks.',
    );
    expect((await deliveryJobOf(app.db, form.id)).status).toBe('done');
  });

  it('puts no personal or health data in a team e-mail', async () => {
    const marker = 'Zyxwvut answer text';
    const form = await submitTestAssessment(app, resident, 'CARERS', (id) => `${marker} ${id}`);
    await deliverAll();
    const toTeam = smtp.mails.find((mail) => mail.to.includes(teamCarers));
    expect(toTeam?.text).toContain(form.reference);
    // The reference and the link hold random digits and letters (one could read 1950): they
    // are taken out before looking for the resident's details.
    const withoutIds = (text = '') =>
      text.replaceAll(form.reference ?? '-', '[reference]').replaceAll(form.id, '[id]');
    expect(withoutIds(toTeam?.text)).toContain('/staff/submissions/[id]');
    const forbidden = [
      'Ada',
      'Okafor',
      'Sam',
      '1950',
      '07/03/1950',
      'Colebrooke',
      'SE15',
      '9434765919',
      'Peckham Homes',
      marker,
      residentEmail,
    ];
    for (const text of forbidden) {
      expect(withoutIds(toTeam?.text)).not.toContain(text);
      expect(withoutIds(toTeam?.subject)).not.toContain(text);
    }
    expect(toTeam?.attachments).toBe(0);
  });

  it("renders the council's copy once: stored, sent in the webhook, opening with the Care Act outcomes; the resident downloads their own", async () => {
    const form = await submitTestAssessment(app, resident, 'CSA');
    await deliverAll();
    const stored = await app.db
      .selectFrom('submission_pdf')
      .selectAll()
      .where('form_id', '=', form.id)
      .executeTakeFirstOrThrow();
    const webhookPdf = csaCases.accepted[0]?.body.data.pdf.base64;
    expect(webhookPdf).toBe(Buffer.from(stored.content).toString('base64'));
    const councilHeadings = (await extractPdfText(Buffer.from(stored.content))).structure
      .filter(({ path }) => path.endsWith('/H2'))
      .map(({ text }) => text);
    expect(councilHeadings.slice(0, 2)).toEqual([
      'Care Act outcomes (indicative)',
      'Personal details',
    ]);

    const download = await app.inject({
      method: 'GET',
      url: `/internal/v1/form/${form.id}/pdf`,
      headers: resident.headers,
    });
    expect(download.statusCode).toBe(200);
    const residentText = (await extractPdfText(download.rawPayload)).structureTexts.join('\n');
    expect(residentText).toContain('What you told us');
    expect(residentText).not.toContain('Care Act');
  });

  it('retries a case system that answers 500 until the job is dead, then delivers once retried by an admin', async () => {
    csaCases.behaviour.status = 500;
    const form = await submitTestAssessment(app, resident, 'CSA');
    await deliverAll();
    let job = await deliveryJobOf(app.db, form.id);
    expect(job.status).toBe('dead');
    expect(job.attempts).toBe(3);
    expect(job.last_error).toContain('case-webhook: case webhook answered 500');
    expect(csaCases.requestCount()).toBeGreaterThanOrEqual(3);
    // The steps that worked were not repeated on each retry.
    expect(smtp.mails.filter((mail) => mail.to.includes(teamCsa))).toHaveLength(1);
    expect(smtp.mails.filter((mail) => mail.to.includes(residentEmail))).toHaveLength(1);

    const admin = await createTestSession(app, { roleNames: ['admin'] });
    const dead = await app.inject({
      method: 'GET',
      url: '/internal/v1/admin/delivery-jobs?status=dead',
      headers: admin.headers,
    });
    expect(dead.statusCode).toBe(200);
    expect(dead.json().data).toEqual([
      expect.objectContaining({
        id: job.id,
        formId: form.id,
        reference: form.reference,
        team: 'customer-services',
        status: 'dead',
        attempts: 3,
        steps: expect.objectContaining({
          pdf: expect.any(String),
          'team-email': expect.any(String),
        }),
      }),
    ]);

    csaCases.behaviour.status = 200;
    const retried = await app.inject({
      method: 'POST',
      url: `/internal/v1/admin/delivery-jobs/${job.id}/retry`,
      headers: admin.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.status).toBe('pending');
    await deliverAll();
    job = await deliveryJobOf(app.db, form.id);
    expect(job.status).toBe('done');
    expect(csaCases.accepted).toHaveLength(1);
    expect(smtp.mails.filter((mail) => mail.to.includes(teamCsa))).toHaveLength(1);

    const again = await app.inject({
      method: 'POST',
      url: `/internal/v1/admin/delivery-jobs/${job.id}/retry`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('counts a case system slower than the timeout as a failure to retry, with the same webhook id', async () => {
    csaCases.behaviour.delayMs = 2500;
    const form = await submitTestAssessment(app, resident, 'CSA');
    try {
      expect(await app.delivery.worker.runNext()).toBe(true);
      const job = await deliveryJobOf(app.db, form.id);
      expect(job.status).toBe('failed');
      expect(job.last_error).toContain('case-webhook: case webhook timed out');
      // The slow case system still stores the request after the worker gave up on it.
      await csaCases.waitFor(1, 5000);
    } finally {
      csaCases.behaviour.delayMs = 0;
    }
    await deliverAll();
    expect((await deliveryJobOf(app.db, form.id)).status).toBe('done');
    // The retry repeats it under the same id, so the case system can see it is the same one.
    expect(csaCases.accepted).toHaveLength(2);
    expect(new Set(csaCases.accepted.map((event) => event.id)).size).toBe(1);
  });

  it('delivers at once from the running worker: a submission wakes it', async () => {
    app.delivery.worker.start();
    try {
      const form = await submitTestAssessment(app, resident, 'CSA');
      const [event] = await csaCases.waitFor(1, 10_000);
      expect(event?.body.data.formId).toBe(form.id);
    } finally {
      await app.delivery.worker.stop();
    }
  });

  it('keeps delivery and its health to admins: residents and agents get 403', async () => {
    const agent = await createTestSession(app, { userId: resident.userId, isAgent: true });
    const calls = [
      { method: 'GET' as const, url: '/internal/v1/admin/delivery-jobs' },
      { method: 'GET' as const, url: '/internal/v1/admin/delivery-health' },
      {
        method: 'POST' as const,
        url: '/internal/v1/admin/delivery-jobs/00000000-0000-4000-8000-000000000000/retry',
      },
    ];
    for (const call of calls) {
      expect((await app.inject({ ...call, headers: resident.headers })).statusCode).toBe(403);
      expect((await app.inject({ ...call, headers: agent.headers })).statusCode).toBe(403);
      expect((await app.inject(call)).statusCode).toBe(401);
    }
  });

  it('reports counts per status and the age of the oldest undelivered job', async () => {
    const admin = await createTestSession(app, { roleNames: ['admin'] });
    // One delivered, one waiting: the test does not rely on the jobs of the tests before it.
    await submitTestAssessment(app, resident, 'CSA');
    await deliverAll();
    await submitTestAssessment(app, resident, 'CSA');
    const response = await app.inject({
      method: 'GET',
      url: '/internal/v1/admin/delivery-health',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { counts, oldestPendingAgeSeconds } = response.json().data;
    expect(counts.pending).toBe(1);
    expect(counts.done).toBeGreaterThanOrEqual(1);
    expect(oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);
    await deliverAll();
    const after = await app.inject({
      method: 'GET',
      url: '/internal/v1/admin/delivery-health',
      headers: admin.headers,
    });
    expect(after.json().data.counts.pending).toBe(0);
    expect(after.json().data.oldestPendingAgeSeconds).toBeNull();
  });
});
