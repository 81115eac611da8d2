import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  createTestAssessment,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { completePersonalDetails } from '../testing/form-test-data.ts';
import { extractPdfText } from '../testing/extract-pdf-text.ts';
import { SubmissionPdfStore } from '../delivery/submission-pdf-store.ts';

const databases = await testDatabases();
const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing');

// 4,900 characters, ending in a marker, so the test can see the end of a long answer survive
// wrapping and page breaks.
const longAnswer = `${'I need help getting in and out of the bath every morning. '.repeat(84)}END-OF-LONG-ANSWER`;

describe.each(databases)('the assessment PDF on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let session: TestSession;
  let submitted: Assessment;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      COUNCIL_NAME: 'Southwark Test Council',
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    session = await createTestSession(app);
    const form = await createTestAssessment(app, session, 'Mine');
    const answers = fillAreaAnswers(hygiene, {
      needsHelp: true,
      chooseAll: true,
      text: (itemId) =>
        itemId === 'abilityToWashInfoDayDescription' ? longAnswer : `About ${itemId}`,
    });
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: session.headers,
      payload: {
        version: 1,
        dirtyFields: {
          personalHygiene: { answers, lastStepIndex: 10, isComplete: true },
          personalDetails: { ...completePersonalDetails('CSA'), firstName: 'Łucja' },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/remoteSubmission`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    submitted = response.json().data as Assessment;
  });
  afterAll(async () => close?.());

  it('downloads the stored assessment as an accessible, paginated PDF', async () => {
    const response = await app.inject({
      url: `/internal/v1/form/${submitted.id}/pdf`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="assessment-${submitted.reference}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const pdf = await extractPdfText(response.rawPayload);
    expect(pdf.title).toBe('Care and support self-assessment – Southwark Test Council');
    expect(pdf.language).toBe('en-GB');
    expect(pdf.isTagged).toBe(true);
    expect(pdf.pages.length).toBeGreaterThan(1);
    expect(pdf.pages[0]).toContain(`Page 1 of ${pdf.pages.length}`);
    const text = pdf.pages.join(' ');
    for (const expected of [
      'Southwark Test Council',
      'Care and support self-assessment',
      `Reference ${submitted.reference}`,
      'Łucja',
      'Okafor',
      'Date of birth 07/03/1950',
      'Gender Female',
      'I rent from the council or a housing association',
      "Landlord's name Peckham Homes",
      'Your personal hygiene and appearance',
      'How well can you wash yourself all over?',
      'I need more help than I already have',
      'Which of these do you need more help with?',
      'Washing yourself Looking after your appearance Washing and drying your clothes',
      'END-OF-LONG-ANSWER',
      'Suggested help',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Submitted \d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2}:\d{2}/);
    // Codes are never printed in place of labels.
    expect(text).not.toContain('social-tenant');
  });

  it('renders htmlToPdf from the stored assessment, never from the posted markup', async () => {
    const form = new URLSearchParams({
      html: '<h1>FORGED CONTENT</h1>',
      formTypeCode: 'csa',
      formId: submitted.id,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: { ...session.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = (await extractPdfText(response.rawPayload)).pages.join(' ');
    expect(text).toContain(submitted.reference ?? 'missing');
    expect(text).not.toContain('FORGED');
  });

  it('accepts htmlToPdf as multipart form data too, and needs formId', async () => {
    const boundary = 'csaBoundary42';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('html', '<p>x</p>')}${part('formTypeCode', 'CSA')}${part('formId', submitted.id)}--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');

    const missing = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: { ...session.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'html=%3Cp%3Ex%3C%2Fp%3E&formTypeCode=CSA',
    });
    expect(missing.statusCode).toBe(400);
    const wrongType = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: { ...session.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `formTypeCode=CARERS&formId=${submitted.id}`,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      message: 'formTypeCode does not match the assessment',
      errors: [{ error: 'formTypeCode does not match the assessment', field: 'formTypeCode' }],
    });
  });

  it("renders one PDF per account at a time: a second at once gets 429 with Retry-After, another resident's does not wait on it", async () => {
    const other = await createTestSession(app);
    const theirs = await createTestAssessment(app, other, 'Theirs');
    // An open assessment: its preview renders on every request (a submitted one is stored).
    const mine = await createTestAssessment(app, session, 'Mine');
    // Mine is held as made until the rest are answered, whatever the machine's speed: the pool
    // frees an account when it hands the PDF over (its private `finish`).
    const pool = app.pdfRenderer as unknown as {
      finish(job: { accountId: string }, outcome: Buffer | Error): void;
    };
    const finish = pool.finish.bind(pool);
    let handOver = () => undefined as void;
    const handedOver = new Promise<void>((resolve) => (handOver = resolve));
    const held = vi.spyOn(pool, 'finish').mockImplementation((job, outcome) => {
      if (job.accountId !== session.userId) finish(job, outcome);
      else void handedOver.then(() => finish(job, outcome));
    });
    onTestFinished(() => held.mockRestore());
    const pdfOfMine = () =>
      app.inject({ url: `/internal/v1/form/${mine.id}/pdf`, headers: session.headers });
    const mineTwice = [pdfOfMine(), pdfOfMine()] as const;
    const another = await app.inject({
      url: `/internal/v1/form/${theirs.id}/pdf`,
      headers: other.headers,
    });
    expect(another.statusCode).toBe(200);
    const refused = await Promise.race(mineTwice);
    expect(refused.statusCode).toBe(429);
    handOver();
    const [first, second] = await Promise.all(mineTwice);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    expect(refused.headers['retry-after']).toBe('5');
    const stillMaking =
      'We are still making your last PDF. Please wait a few seconds and try again.';
    expect(refused.json()).toMatchObject({
      errors: [{ code: 'PDF_IN_PROGRESS', error: stillMaking }],
      message: stillMaking,
    });
  });

  it('authenticates before reading a body, and answers a body it cannot parse with 400', async () => {
    const noBoundary = { 'content-type': 'multipart/form-data' };
    const anonymous = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: noBoundary,
      payload: 'formId=x',
    });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: { ...session.headers, ...noBoundary },
      payload: 'formId=x',
    });
    expect(signedIn.statusCode).toBe(400);
    const truncated = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: { ...session.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="formId"\r\n\r\nabc',
    });
    expect(truncated.statusCode).toBe(400);
    const getWithParts = await app.inject({
      url: `/internal/v1/form/${submitted.id}/pdf`,
      headers: { ...session.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="formId"\r\n\r\nabc',
    });
    expect(getWithParts.statusCode).toBe(200);
    // Fastify's own refusals before the handler keep their status: only an unexplained fault
    // in reading the body is the body's fault.
    const xml = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: { ...session.headers, 'content-type': 'application/xml' },
      payload: `formId=${submitted.id}`,
    });
    expect(xml.statusCode).toBe(415);
  }, 20_000);

  it('answers a fault in rendering as a fault, not as a bad request or a busy renderer', async () => {
    const { id } = await createTestAssessment(app, session, 'Fault');
    const failing = vi
      .spyOn(app.pdfRenderer, 'render')
      .mockRejectedValue(new Error('the worker failed'));
    onTestFinished(() => failing.mockRestore());
    for (const request of [
      { url: `/internal/v1/form/${id}/pdf`, headers: session.headers },
      {
        method: 'POST' as const,
        url: '/internal/v1/htmlToPdf',
        headers: { ...session.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `formTypeCode=CSA&formId=${id}`,
      },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(500);
      expect(response.headers['retry-after']).toBeUndefined();
    }
  });

  it('prints a draft with the areas completed so far', async () => {
    const draft = await createTestAssessment(app, session, 'Draft');
    const response = await app.inject({
      url: `/internal/v1/form/${draft.id}/pdf`,
      headers: session.headers,
    });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="assessment-${draft.id}.pdf"`,
    );
    const text = (await extractPdfText(response.rawPayload)).pages.join(' ');
    expect(text).toContain('Draft (not submitted)');
    expect(text).toContain('No area has been completed yet.');
    expect(text).toContain('No personal details have been given yet.');
    // The stored PDF is the council's copy: a resident's download never keeps one.
    expect(await new SubmissionPdfStore(app.db).load(draft.id)).toBeFalsy();
    expect(await new SubmissionPdfStore(app.db).load(submitted.id)).toBeFalsy();
  });
});
