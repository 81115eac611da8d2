import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pathwayFor } from '@csa/questionnaire/content';
import { fillAreaAnswers } from '@csa/server/test-support';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { signInContext } from '../support/seed-session.ts';
import { signUpResident } from '../support/sign-up-resident.ts';
import { e2eDatabases, startServer, type RunningServer } from '../support/start-server.ts';

/**
 * The assessment life cycle in a real browser: create, complete an area, personal
 * details with the address lookup and an NHS number, preview, submit, the confirmation and
 * its PDF, suggestions and closing; for CSA and for CARERS with two people cared for. Every
 * page is checked with axe (WCAG 2.2 A and AA) and must log no console errors.
 */

let server: RunningServer;
let browser: Browser;

const canDo = 'I can do this for myself or with the support I already have';
// A whole journey takes 10 to 20 s alone; generous room for a busy 2-core machine.
const journeyTimeoutMs = 180_000;

const databases = await e2eDatabases();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Resident {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  token: string;
}

/** A signed-in resident (no accounts UI needed) who has already rejected extra cookies. */
async function signedInResident(name: string): Promise<Resident> {
  const { token } = await signUpResident(server.baseUrl, name);
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  await signInContext(context, token);
  const { page, consoleErrors } = await openPage(context);
  return { context, page, consoleErrors, token };
}

async function api(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

interface StoredForm {
  id: string;
  version: number;
  dirtyFields: string;
  reference: string | null;
  status: string | null;
}

async function storedForm(token: string, formId: string): Promise<StoredForm> {
  return ((await api(token, 'GET', `/internal/v1/form/${formId}`)) as { data: StoredForm }).data;
}

/** Saves complete answers to areas through the API, for journeys about everything else. */
async function fillAreas(
  token: string,
  formId: string,
  formTypeCode: 'CSA' | 'CARERS',
  areas: { id: string; needsHelp: boolean }[],
): Promise<void> {
  const pathway = pathwayFor(formTypeCode);
  const form = await storedForm(token, formId);
  const dirtyFields = JSON.parse(form.dirtyFields) as Record<string, unknown>;
  for (const area of areas) {
    const topic = pathway.topics.find((candidate) => candidate.id === area.id);
    if (!topic) throw new Error(`no area ${area.id}`);
    dirtyFields[area.id] = {
      answers: fillAreaAnswers(topic, { needsHelp: area.needsHelp }),
      lastStepIndex: 1,
      isComplete: true,
    };
  }
  await api(token, 'PUT', `/internal/v1/form/${formId}`, {
    dirtyFields: JSON.stringify(dirtyFields),
    version: form.version,
  });
}

async function waitForHeading(page: Page, heading: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.locator('h1').first().innerText(), { timeout: 15_000 })
    .toMatch(heading);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function pdfText(path: string): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(fs.readFileSync(path)),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += ` ${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
  }
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

/** Walks an area with the area form: answers the key question with `canDo` and presses Next
 * or Continue until the area ends back on the overview. */
async function completeAreaWithForm(page: Page): Promise<void> {
  for (let step = 0; step < 10 && page.url().includes('/area/'); step += 1) {
    await page.locator('form button[type="submit"]').waitFor();
    const keyAnswer = page.getByLabel(canDo, { exact: true });
    if ((await keyAnswer.count()) > 0) await keyAnswer.check();
    const urlBefore = page.url();
    const headingBefore = await page.locator('#area-step-heading').textContent();
    await page.locator('form button[type="submit"]').click();
    await expect
      .poll(
        async () =>
          page.url() !== urlBefore ||
          (await page.locator('#area-step-heading').count()) === 0 ||
          (await page.locator('#area-step-heading').textContent()) !== headingBefore,
      )
      .toBe(true);
  }
}

/** Picks an address with the lookup: at least 3 characters, then one of the results. */
async function chooseAddress(
  page: Page,
  fieldId: string,
  search: string,
  pick: RegExp,
): Promise<void> {
  await page.locator(`#${fieldId}`).fill(search);
  await expect
    .poll(() =>
      page
        .locator(`#${fieldId}`)
        .locator('xpath=ancestor::fieldset[1]')
        .getByRole('status')
        .innerText(),
    )
    .toMatch(/addresses? found/);
  const select = page.locator(`#${fieldId}-results`);
  const option = select.locator('option', { hasText: pick }).first();
  // Choosing is using: nothing else to press.
  await select.selectOption({ label: (await option.innerText()).trim() });
}

// Every journey on both databases: what SQLite accepts, PostgreSQL must too (CI requires it).
describe.each(databases)('the assessment life cycle on %s', (database) => {
  beforeAll(async () => {
    server = await startServer({}, { database });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    'takes a CSA assessment from creation to a submitted PDF',
    async () => {
      const { context, page, consoleErrors, token } = await signedInResident('Ada Okafor');

      // The list: empty, with guidance and the start button.
      await page.goto(`${server.baseUrl}/assessment/CSA`);
      await waitForHeading(page, 'Your self-assessments for care and support');
      await page.getByText('You have not started an assessment yet.').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Start a new assessment' }).click();

      // The overview: the first group only, Preview and submit explained but unavailable.
      await waitForHeading(page, 'Your care and support assessment');
      const formId = /\/assessment\/CSA\/([^/]+)$/.exec(page.url())?.[1] ?? '';
      expect(formId).not.toBe('');
      await page.getByRole('link', { name: 'Your personal hygiene and appearance' }).waitFor();
      expect(await page.getByRole('heading', { name: /Your personal details/ }).count()).toBe(0);
      await page
        .getByText(
          'You must complete at least one assessment area and provide your personal details before submitting.',
        )
        .waitFor();
      await expectAccessible(page);

      // One area, through the area form.
      await page.getByRole('link', { name: 'Your personal hygiene and appearance' }).click();
      await page.waitForURL(/\/area\/personalHygiene$/);
      await completeAreaWithForm(page);
      await waitForHeading(page, 'Your care and support assessment');
      await expect
        .poll(() => page.locator('#task-personalHygiene-status').innerText())
        .toBe('Completed');

      // The continuation guard opens personal details.
      await page.getByRole('button', { name: 'I have finished this section, continue' }).click();
      await page.getByRole('link', { name: 'Add your personal details' }).click();

      // Personal details, with the address lookup and an NHS number.
      await waitForHeading(page, 'Your personal details');
      await page.getByLabel('First name', { exact: true }).fill('Ada');
      await page.getByLabel('Last name', { exact: true }).fill('Okafor');
      await page.locator('#dob-day').fill('7');
      await page.locator('#dob-month').fill('3');
      await page.locator('#dob-year').fill('1950');
      await chooseAddress(page, 'address', 'SE15 6JY', /Colebrooke Street/);
      await page.getByLabel('NHS number (optional)').pressSequentially('943 476 5919');
      expect(await page.getByLabel('NHS number (optional)').inputValue()).toBe('9434765919');
      await page.getByLabel(/Where do you live/).selectOption('social-tenant');
      await page.getByLabel("Landlord's name (optional)").fill('Peckham Homes');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Back on the overview, now ready to preview.
      await waitForHeading(page, 'Your care and support assessment');
      await page.getByRole('button', { name: 'Preview and submit' }).click();
      await waitForHeading(page, 'Check your answers before sending');
      await page.getByText('Peckham Homes').waitFor();
      await page.getByRole('heading', { name: 'Your personal hygiene and appearance' }).waitFor();
      await expectAccessible(page);
      const send = page.getByRole('button', { name: 'Accept and send' });
      // A double click sends once: count the submissions the browser sends (the server answers
      // a repeat with the same result, so the page alone could not tell one from two).
      const submissionPosts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/remoteSubmission')) {
          submissionPosts.push(request.url());
        }
      });
      await send.dblclick();

      await waitForHeading(page, 'Assessment sent');
      expect(submissionPosts).toEqual([
        `${server.baseUrl}/internal/v1/form/${formId}/remoteSubmission`,
      ]);
      const stored = await storedForm(token, formId);
      expect(stored.reference).toMatch(/\S/);
      const reference = stored.reference ?? '';
      await page.getByText(reference).waitFor();
      await page.getByText(/customer services team/).waitFor();
      await expectAccessible(page);

      // The PDF: downloaded with the resident's sign-in, holding their name and the reference.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
      const pdfPath = await download.path();
      const text = await pdfText(pdfPath);
      expect(text).toContain('Okafor');
      expect(text).toContain('Ada');
      expect(text).toContain(reference);
      await page.getByText('Your PDF has been downloaded.').waitFor();

      // Continue returns to the list, which shows the submitted assessment and its reference.
      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForHeading(page, 'Your self-assessments for care and support');
      await page.locator('.govuk-tag', { hasText: 'Submitted' }).waitFor();
      await page.getByText(reference).waitFor();
      await page.getByText('Based on all assessments').waitFor();
      await expectAccessible(page);

      // Submitted assessments cannot be amended.
      await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/preview`);
      await page
        .getByText('This assessment has already been submitted and can no longer be amended.')
        .waitFor();

      // Suggestions for this assessment: none were asked for.
      await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/suggestions?goBack=true`);
      await waitForHeading(page, 'Self-help suggestions');
      await page.getByText('No suggestions found').waitFor();
      expect(await page.locator('.govuk-back-link').getAttribute('href')).toBe(
        `/assessment/CSA/${formId}`,
      );
      await expectAccessible(page);

      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    journeyTimeoutMs,
  );

  it(
    'closes an assessment, which keeps its suggestions',
    async () => {
      const { context, page, consoleErrors, token } = await signedInResident('Cal Mensah');
      const created = (await api(token, 'POST', '/internal/v1/form', {
        formTypeCode: 'CSA',
        formName: 'Care and Support Assessment Form',
        pageCount: 3,
      })) as { data: { id: string } };
      const formId = created.data.id;
      await fillAreas(token, formId, 'CSA', [{ id: 'toiletNeeds', needsHelp: true }]);

      await page.goto(`${server.baseUrl}/assessment/CSA/${formId}`);
      await waitForHeading(page, 'Your care and support assessment');
      await page.getByRole('button', { name: 'Close this assessment' }).click();
      await waitForHeading(page, 'Close this assessment');
      await page.getByText('Are you sure you want to close this assessment?').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Yes, close this assessment' }).click();

      await waitForHeading(page, 'Your self-assessments for care and support');
      await expect.poll(() => page.url()).toBe(`${server.baseUrl}/assessment/CSA`);
      await page.locator('.govuk-tag', { hasText: 'Closed' }).waitFor();
      // Suggestions from the closed assessment's answers are still offered.
      await page.getByRole('heading', { name: 'Using the toilet', level: 3 }).waitFor();
      await expectAccessible(page);

      await page.goto(`${server.baseUrl}/assessment/CSA/${formId}`);
      await page.getByText(/This assessment has been closed/).waitFor();
      expect(await page.getByRole('button', { name: 'Preview and submit' }).count()).toBe(0);
      await page.getByRole('link', { name: 'View self-help suggestions' }).click();
      await waitForHeading(page, 'Self-help suggestions');
      await page.getByRole('heading', { name: 'Using the toilet', level: 2 }).waitFor();
      expect(await page.locator('.app-suggestion').count()).toBeGreaterThan(0);
      await page
        .locator('.govuk-tag', { hasText: /^(Local|National)$/ })
        .first()
        .waitFor();
      await expectAccessible(page);

      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    journeyTimeoutMs,
  );

  it(
    'submits a CARERS assessment for two people cared for',
    async () => {
      const { context, page, consoleErrors, token } = await signedInResident('Bea Carer');
      await page.goto(`${server.baseUrl}/assessment/CARERS`);
      await waitForHeading(page, "Your carer's self-assessments");
      await page.getByRole('button', { name: 'Start a new assessment' }).click();
      await waitForHeading(page, "Your carer's assessment");
      const formId = /\/assessment\/CARERS\/([^/]+)$/.exec(page.url())?.[1] ?? '';
      await page.getByRole('link', { name: 'You and your caring role' }).waitFor();

      // The areas are not the subject here: saved through the API.
      await fillAreas(token, formId, 'CARERS', [
        { id: 'carerRole', needsHelp: false },
        { id: 'carerManageNutrition', needsHelp: true },
      ]);
      await page.reload();
      await waitForHeading(page, "Your carer's assessment");
      // Later data opens the second group and personal details without the guard.
      await page.getByRole('heading', { name: '2. How caring affects your life' }).waitFor();
      await page
        .getByText(
          'You must complete at least one assessment area, add your caring role information, and provide your personal details before submitting.',
        )
        .waitFor();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Add your personal details' }).click();

      await waitForHeading(page, 'Your personal details');
      await page.getByLabel('First name', { exact: true }).fill('Bea');
      await page.getByLabel('Last name', { exact: true }).fill('Carer');
      await page.locator('#dob-day').fill('12');
      await page.locator('#dob-month').fill('11');
      await page.locator('#dob-year').fill('1962');
      await chooseAddress(page, 'address', 'SE15 6JY', /Colebrooke Street/);

      await page.locator('#peopleCaredFor-0-firstName').fill('Sam');
      await page.locator('#peopleCaredFor-0-lastName').fill('Carer');
      await page.locator('#peopleCaredFor-0-cohabitsWithCarer').check();
      await page.getByLabel('What is their relationship to you?').selectOption('parent');

      await page.getByRole('button', { name: 'Add another person' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('peopleCaredFor-1-firstName');
      await page.locator('#peopleCaredFor-1-firstName').fill('Kit');
      await page.locator('#peopleCaredFor-1-lastName').fill('Carer');
      await page.locator('#peopleCaredFor-1-hasHealthConditions').check();
      await page.getByLabel(/Tell us about their health conditions/).fill('Parkinson’s disease');
      const secondAddress = page
        .locator('#peopleCaredFor-1-address')
        .locator('xpath=ancestor::fieldset[1]');
      await secondAddress.getByRole('button', { name: 'Enter the address manually' }).click();
      await page.locator('#peopleCaredFor-1-address').fill('Flat 2, 10 Rye Lane, London');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await waitForHeading(page, "Your carer's assessment");
      await page.getByRole('button', { name: 'Preview and submit' }).click();
      await waitForHeading(page, 'Check your answers before sending');
      await page.getByRole('heading', { name: 'Person you care for 1' }).waitFor();
      await page.getByRole('heading', { name: 'Person you care for 2' }).waitFor();
      await page.getByText('Parkinson’s disease').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Accept and send' }).click();

      await waitForHeading(page, 'Assessment sent');
      await page.getByText(/carers centre\. They will contact you within 2 weeks/).waitFor();
      const reference = (await storedForm(token, formId)).reference ?? '';
      await page.getByText(reference).waitFor();
      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const text = await pdfText(await download.path());
      expect(text).toContain('Bea');
      expect(text).toContain(reference);

      // Suggestions grouped by area, for the area where more help was asked for.
      await page.goto(`${server.baseUrl}/assessment/CARERS/${formId}/suggestions`);
      await waitForHeading(page, 'Self-help suggestions');
      await page
        .getByRole('heading', { name: 'Your eating and drinking habits', level: 2 })
        .waitFor();
      expect(await page.locator('.govuk-back-link').getAttribute('href')).toBe(
        '/assessment/CARERS',
      );
      await expectAccessible(page);

      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    journeyTimeoutMs,
  );
});
