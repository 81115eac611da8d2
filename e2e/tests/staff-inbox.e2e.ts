import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { constants, formatDate } from '@csa/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pathwayFor } from '@csa/questionnaire/content';
import { completePersonalDetails, fillAreaAnswers } from '@csa/server/test-support';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { callApi } from '../support/call-api.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import {
  accountPassword as password,
  enrolmentCode,
  signUpConfirmed,
  totpCode,
  turnOnTwoStep,
} from '../support/staff-accounts.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * The staff inbox in a real browser: a resident submits a CARERS assessment; an admin gives a staff
 * account the carers-centre role; that member of staff sets up two-step verification (the
 * code computed here from the secret the page shows), signs in with it, finds the submission
 * in the inbox (a customer services member of staff does not), opens it, downloads the PDF
 * and marks it contacted with a note; the admin then sees the audit rows. Every staff and
 * admin page is checked with axe (WCAG 2.2 A and AA) and must log no console errors.
 */

let server: RunningServer;
let browser: Browser;
const adminEmail = 'admin@council.test';
const staffEmail = 'carl.centre@council.test';
const journeyTimeoutMs = 240_000;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: adminEmail, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function api(token: string | null, method: string, path: string, body?: unknown) {
  return callApi<unknown>(server.baseUrl, token, { method, url: path, body });
}

async function newContext(token?: string): Promise<{
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}> {
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  if (token) await signInContext(context, token);
  const { page, consoleErrors } = await openPage(context);
  return { context, page, consoleErrors };
}

/** Moves a submission back in time in the server's database, as if it had been submitted
 * `days` ago. */
function backdateSubmission(formId: string, days: number): Date {
  const submittedAt = new Date(Date.now() - days * 86_400_000);
  const database = new Database(path.join(server.dataDir, 'assessments.sqlite'));
  try {
    database
      .prepare('update form set date_submitted = ?, version = version + 1 where id = ?')
      .run(submittedAt.toISOString(), formId);
    // The inbox lists, sorts and dates cases by their case's copy of the time.
    database
      .prepare('update staff_case set submitted_at = ? where form_id = ?')
      .run(submittedAt.toISOString(), formId);
  } finally {
    database.close();
  }
  return submittedAt;
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

/** A resident's CARERS assessment, answered through the calls and sent from the browser. */
async function residentSubmitsCarersAssessment(): Promise<{
  formId: string;
  reference: string;
  residentToken: string;
}> {
  const { token } = seedSession(server.dataDir, 'Mary Seacole');
  const created = (await api(token, 'POST', '/internal/v1/form', {
    formTypeCode: 'CARERS',
    formName: 'For my mother',
    pageCount: 3,
  })) as { data: { id: string; version: number } };
  const formId = created.data.id;
  const pathway = pathwayFor('CARERS');
  const dirtyFields: Record<string, unknown> = {
    personalDetails: {
      ...completePersonalDetails('CARERS'),
      firstName: 'Mary',
      lastName: 'Seacole',
    },
  };
  for (const areaId of ['carerRole', 'carerManageNutrition']) {
    const topic = pathway.topics.find((candidate) => candidate.id === areaId);
    if (!topic) throw new Error(`no area ${areaId}`);
    dirtyFields[areaId] = { answers: fillAreaAnswers(topic), lastStepIndex: 1, isComplete: true };
  }
  await api(token, 'PUT', `/internal/v1/form/${formId}`, {
    dirtyFields: JSON.stringify(dirtyFields),
    version: created.data.version,
  });

  const { context, page, consoleErrors } = await newContext(token);
  await page.goto(`${server.baseUrl}/assessment/CARERS/${formId}/preview`);
  await waitForHeading(page, 'Check your answers before sending');
  await page.getByRole('button', { name: 'Accept and send' }).click();
  await waitForHeading(page, 'Assessment sent');
  // Where it stands, from the start: received, with the carers centre's date to contact by.
  const progress = page.getByTestId('submission-progress');
  await progress.waitFor();
  expect(await progress.innerText()).toMatch(
    /Where it stands: Received on .*\n*.*The carers centre aims to contact you by \d+ \w+ \d{4}\./,
  );
  await expectAccessible(page);
  const stored = (await api(token, 'GET', `/internal/v1/form/${formId}`)) as {
    data: { reference: string | null };
  };
  expect(consoleErrors).toEqual([]);
  await context.close();
  expect(stored.data.reference).toMatch(/^CARERS-/);
  return { formId, reference: stored.data.reference ?? '', residentToken: token };
}

describe('the staff inbox journey', () => {
  it(
    'takes a CARERS submission from the resident to the carers centre and into the audit log',
    async () => {
      const { formId, reference, residentToken } = await residentSubmitsCarersAssessment();

      // The admin (bootstrapped by ADMIN_EMAILS once the address is confirmed) with two-step
      // verification on.
      const adminToken = await signUpConfirmed(server.baseUrl, 'Ada Admin', adminEmail);
      await turnOnTwoStep(server.baseUrl, adminToken, adminEmail);
      await signUpConfirmed(server.baseUrl, 'Carl Centre', staffEmail);

      // A customer services member of staff, set up through the calls.
      const csaToken = await signUpConfirmed(
        server.baseUrl,
        'Cara Services',
        'cara.services@council.test',
      );
      await api(adminToken, 'PUT', '/internal/v1/admin/staff', {
        email: 'cara.services@council.test',
        roles: ['customer-services'],
      });
      await turnOnTwoStep(server.baseUrl, csaToken, 'cara.services@council.test');

      // The admin gives Carl the carers-centre role.
      const admin = await newContext(adminToken);
      await admin.page.goto(`${server.baseUrl}/admin`);
      await waitForHeading(admin.page, 'Administration');
      await admin.page.getByRole('cell', { name: 'Cara Services', exact: true }).waitFor();
      await admin.page.getByTestId('delivery-health').getByText('Delivered').waitFor();
      await expectAccessible(admin.page);
      await admin.page.getByLabel('Email address they sign in with').fill(staffEmail);
      await admin.page.getByLabel("Carers centre (carer's assessments)").check();
      await admin.page.getByRole('button', { name: 'Save roles' }).click();
      await admin.page.getByText('Carl Centre now has carers-centre.').waitFor();
      await admin.page.getByRole('cell', { name: 'Carl Centre', exact: true }).waitFor();
      await expectAccessible(admin.page);

      // Carl signs in with his password: the inbox asks for two-step verification first.
      const staff = await newContext();
      const { page } = staff;
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel('Email address').fill(staffEmail);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      await page.goto(`${server.baseUrl}/staff`);
      await page.getByText(/Set up two-step verification on your account page/).waitFor();
      await expectAccessible(page);
      // The refused call is the one error the browser reports.
      expect(staff.consoleErrors).toEqual([expect.stringMatching(/status of 403/)]);
      staff.consoleErrors.length = 0;

      // Setting it up on the account page: QR code, manual key, then a code from the key and
      // the code e-mailed to his sign-in address.
      await page.getByRole('link', { name: 'Go to your account page' }).click();
      await waitForHeading(page, 'Account');
      await page.getByRole('button', { name: 'Set up two-step verification' }).click();
      await page
        .getByRole('img', { name: 'QR code to add this account to your authenticator app' })
        .waitFor();
      await page.getByText('I cannot scan the QR code').click();
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectAccessible(page);
      await page.getByLabel('6-digit code').fill(totpCode(secret));
      await page
        .getByLabel('Code from the email')
        .fill(await enrolmentCode(server.baseUrl, staffEmail));
      await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
      await page.getByText('Two-step verification is on.').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'OK' }).click();

      // Signing in again takes the password and then a code; the code just used is spent, so
      // the app's next code (30 seconds on, within the accepted window) is entered.
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Logout' }).click(),
      ]);
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel('Email address').fill(staffEmail);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByRole('heading', { name: 'Enter the code from your authenticator app' })
        .waitFor();
      await expectAccessible(page);
      await page.getByLabel('6-digit code').fill(totpCode(secret, new Date(Date.now() + 30_000)));
      await page.getByRole('button', { name: 'Continue' }).click();
      // Signed in, back on the page saved at logout.
      await page.waitForURL((url) => url.pathname === '/account');
      await page.getByText('Two-step verification is on').waitFor();

      // The inbox holds the submission, new and due within two weeks.
      await page.goto(`${server.baseUrl}/staff`);
      await waitForHeading(page, 'Submissions');
      const row = page.getByRole('row', { name: new RegExp(reference) });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Mary Seacole[\s\S]*Carer[\s\S]*New/);
      expect(await row.locator('.govuk-tag--red').count()).toBe(0);
      await expectAccessible(page);

      // Fifteen days on without contact, it is tagged overdue in red, with the due date.
      const submittedAt = backdateSubmission(formId, 15);
      const dueBy = formatDate(
        new Date(submittedAt.getTime() + constants.carersContactDays * 86_400_000),
      );
      await page.reload();
      await row.locator('.govuk-tag--red', { hasText: 'Overdue' }).waitFor();
      expect(await row.innerText()).toContain(dueBy);
      await expectAccessible(page);
      await page.getByLabel('Reference or name').fill('seacole');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/q=seacole/);
      await row.waitFor();

      // Customer services do not see it.
      const csa = await newContext(csaToken);
      await csa.page.goto(`${server.baseUrl}/staff`);
      await waitForHeading(csa.page, 'Submissions');
      await csa.page.getByText('0 submissions').waitFor();
      expect(await csa.page.getByText(reference).count()).toBe(0);
      await expectAccessible(csa.page);
      expect(csa.consoleErrors).toEqual([]);
      await csa.context.close();

      // Carl opens it, downloads the PDF and records the contact.
      await page.getByRole('link', { name: reference }).click();
      await waitForHeading(page, `Submission ${reference}`);
      await page.getByRole('heading', { name: 'The submission' }).waitFor();
      await expectAccessible(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const text = await pdfText(await download.path());
      expect(text).toContain(reference);
      expect(text).toContain('Seacole');
      await page.getByLabel('Contacted').check();
      await page.getByLabel('Note (optional)').fill('Phoned Mary; home visit booked');
      await page.getByRole('button', { name: 'Record status' }).click();
      await page.getByText('Status recorded: Contacted').waitFor();
      await page.getByRole('cell', { name: 'Phoned Mary; home visit booked' }).waitFor();
      await page.getByRole('cell', { name: 'Carl Centre' }).waitFor();
      // Contacted: the promise is kept, so it is no longer overdue.
      await expect.poll(() => page.locator('.govuk-tag--red').count()).toBe(0);
      await expectAccessible(page);
      expect(staff.consoleErrors).toEqual([]);

      // The admin sees who read, downloaded and changed the submission.
      await admin.page.goto(`${server.baseUrl}/admin?formId=${formId}`);
      const auditTable = admin.page.getByTestId('audit-table');
      await auditTable.waitFor();
      const audit = await auditTable.innerText();
      expect(audit).toContain('Opened a submission');
      expect(audit).toContain('Downloaded a PDF');
      expect(audit).toContain('Changed a status (new → contacted)');
      expect(audit).toContain(staffEmail);
      await expectAccessible(admin.page);

      // Carl's phone is lost: the admin resets his two-step verification from the staff list.
      await admin.page
        .getByRole('button', { name: 'Reset two-step verification for Carl Centre' })
        .click();
      await admin.page.getByRole('button', { name: 'Yes, reset' }).waitFor();
      await expectAccessible(admin.page);
      await admin.page.getByRole('button', { name: 'Yes, reset' }).click();
      await admin.page
        .getByText('Two-step verification was reset for Carl Centre.', { exact: false })
        .waitFor();
      await expectAccessible(admin.page);
      expect(admin.consoleErrors).toEqual([]);
      await admin.context.close();
      await staff.context.close();

      // The resident's list says it was contacted, and no longer gives a date to contact by;
      // nothing of the staff note reaches them.
      const resident = await newContext(residentToken);
      await resident.page.goto(`${server.baseUrl}/assessment/CARERS`);
      const stands = resident.page.getByTestId('submission-progress');
      await stands.waitFor();
      expect(await stands.innerText()).toMatch(/^Where it stands: Contacted on \d+ \w+ \d{4}$/);
      expect(await resident.page.locator('main').innerText()).not.toContain('home visit');
      await expectAccessible(resident.page);
      expect(resident.consoleErrors).toEqual([]);
      await resident.context.close();
    },
    journeyTimeoutMs,
  );
});
