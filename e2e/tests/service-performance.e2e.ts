import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pathwayFor } from '@csa/questionnaire/content';
import { completePersonalDetails, fillAreaAnswers } from '@csa/server/test-support';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { callApi } from '../support/call-api.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { seedStaff } from '../support/seed-staff.ts';
import {
  accountPassword as password,
  signUpConfirmed,
  totpCode,
  turnOnTwoStep,
} from '../support/staff-accounts.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * The performance page in a real browser: an admin gives an account the service-manager role;
 * its owner signs in with password and a code from their authenticator app, opens the page,
 * changes the range and pathway, and downloads a table as CSV; the page passes axe and fits
 * a 320 px screen, and shows no form for a month's figures. The admin, signed in the same
 * way, enters this month's paper assessments and cost, and take-up and cost per transaction
 * change on the page. A member of staff without the role is refused (403) and told so.
 */

let server: RunningServer;
let browser: Browser;
const adminEmail = 'admin@council.test';
const managerEmail = 'sam.manager@council.test';
const timeoutMs = 240_000;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: adminEmail, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A resident's CSA submission, so the page has something to count. */
async function residentSubmits(): Promise<void> {
  const { token } = seedSession(server.dataDir, 'Mary Seacole');
  const call = (method: string, url: string, body?: unknown) =>
    callApi(server.baseUrl, token, { method, url, body });
  const created = await call('POST', '/internal/v1/form', {
    formTypeCode: 'CSA',
    formName: 'My assessment',
    pageCount: 3,
  });
  const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene');
  if (!hygiene) throw new Error('no personalHygiene area');
  await call('PUT', `/internal/v1/form/${created.data.id}`, {
    version: created.data.version,
    dirtyFields: JSON.stringify({
      personalHygiene: { answers: fillAreaAnswers(hygiene), lastStepIndex: 1, isComplete: true },
      personalDetails: completePersonalDetails('CSA'),
    }),
  });
  // These two answer 204, with no body to read.
  const noContent = async (url: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status).toBe(204);
  };
  await noContent(`/internal/v1/form/${created.data.id}/previewReached`);
  await call('POST', `/internal/v1/form/${created.data.id}/remoteSubmission`, {});
  await noContent(`/internal/v1/form/${created.data.id}/satisfaction`, { rating: 'satisfied' });
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const today = () => new Date().toISOString().slice(0, 10);

describe('the service performance page', () => {
  it(
    'lets a service manager signed in with two-step read the figures, change the range and download a CSV; others get 403',
    async () => {
      await residentSubmits();
      const adminToken = await signUpConfirmed(server.baseUrl, 'Ada Admin', adminEmail);
      const adminSecret = await turnOnTwoStep(server.baseUrl, adminToken, adminEmail);
      const managerToken = await signUpConfirmed(server.baseUrl, 'Sam Manager', managerEmail);
      await callApi(server.baseUrl, adminToken, {
        method: 'PUT',
        url: '/internal/v1/admin/staff',
        body: { email: managerEmail, roles: ['service-manager'] },
      });
      const secret = await turnOnTwoStep(server.baseUrl, managerToken, managerEmail);

      const context = await browser.newContext({ acceptDownloads: true });
      await context.addCookies([
        { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
      ]);
      const { page, consoleErrors } = await openPage(context);
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel('Email address').fill(managerEmail);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByRole('heading', { name: 'Enter the code from your authenticator app' })
        .waitFor();
      // The code used to turn it on is spent: the app's next one is entered.
      await page.getByLabel('6-digit code').fill(totpCode(secret, new Date(Date.now() + 30_000)));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));

      await page.goto(`${server.baseUrl}/admin/performance`);
      await page.getByRole('heading', { name: 'Service performance', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Key performance indicators' }).waitFor();
      await page.getByRole('img', { name: /Residents reaching each step/ }).waitFor();
      // Service managers read the figures; only admins enter a month's.
      expect(await page.getByRole('heading', { name: 'Enter a month’s figures' }).count()).toBe(0);
      await expectAccessible(page);

      // A new range and one pathway, by keyboard.
      const from = `${today().slice(0, 8)}01`;
      await page.getByLabel('From', { exact: true }).fill(from);
      await page.getByLabel('To', { exact: true }).fill(today());
      await page.getByLabel('Pathway', { exact: true }).selectOption('CSA');
      await page.getByRole('button', { name: 'Show figures' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('formTypeCode') === 'CSA');
      await page.getByRole('heading', { name: `Key figures, ${from} to ${today()}` }).waitFor();
      const submitted = page
        .getByRole('table', { name: 'How assessments ended' })
        .getByRole('row', { name: /Submitted/ });
      // One submission: shown as "fewer than 5", never as 1.
      await expect.poll(() => submitted.innerText()).toContain('fewer than 5');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download “Key performance indicators” as CSV' }).click(),
      ]);
      const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
      expect(download.suggestedFilename()).toBe(`key-figures-${from}-to-${today()}.csv`);
      expect(csv.split('\r\n')[0]).toBe('Indicator,Figure,Made of');
      expect(csv).toContain('Completion rate');

      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
      await context.close();

      // The admin enters this month's paper assessments and cost; take-up and cost per
      // transaction change on the page.
      const adminContext = await browser.newContext();
      await adminContext.addCookies([
        { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
      ]);
      const admin = await openPage(adminContext);
      await admin.page.goto(`${server.baseUrl}/login`);
      await admin.page.getByLabel('Email address').fill(adminEmail);
      await admin.page.getByLabel('Password', { exact: true }).fill(password);
      await admin.page.getByRole('button', { name: 'Sign in' }).click();
      await admin.page
        .getByRole('heading', { name: 'Enter the code from your authenticator app' })
        .waitFor();
      await admin.page
        .getByLabel('6-digit code')
        .fill(totpCode(adminSecret, new Date(Date.now() + 30_000)));
      await admin.page.getByRole('button', { name: 'Continue' }).click();
      await admin.page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await admin.page.goto(
        `${server.baseUrl}/admin/performance?from=${from}&to=${today()}&formTypeCode=CSA`,
      );
      const kpis = admin.page.getByRole('table', { name: 'Key performance indicators' });
      const takeUp = kpis.getByRole('row', { name: /Digital take-up/ });
      const cost = kpis.getByRole('row', { name: /Cost per transaction/ });
      await expect.poll(() => cost.innerText()).toContain('No cost entered');
      await admin.page.getByRole('heading', { name: 'Enter a month’s figures' }).waitFor();
      await expectAccessible(admin.page);

      // A wrong amount is named beside its field.
      await admin.page.getByRole('radio', { name: 'Care and support' }).check();
      await admin.page.getByLabel('Cost of the service that month').fill('sixteen hundred');
      await admin.page.getByRole('button', { name: 'Save the month’s figures' }).focus();
      await admin.page.keyboard.press('Enter');
      await admin.page
        .getByRole('alert')
        .getByText('Enter the cost in pounds, like 1600 or 1600.50')
        .waitFor();
      await expectAccessible(admin.page);

      await admin.page.getByLabel('Assessments received another way').fill('9');
      await admin.page.getByLabel('Cost of the service that month').fill('1,600');
      await admin.page.getByRole('button', { name: 'Save the month’s figures' }).focus();
      await admin.page.keyboard.press('Enter');
      await admin.page.getByText(/^Saved the figures for .*, Care and support\.$/).waitFor();
      // One online and nine on paper: £1,600 over 10 transactions.
      await expect.poll(() => takeUp.innerText()).toContain('9 on paper or other');
      await expect.poll(() => cost.innerText()).toContain('£160.00');
      await expectAccessible(admin.page);
      expect(admin.consoleErrors).toEqual([]);
      await adminContext.close();

      // A member of the carers centre without the role: the call answers 403, the page says so.
      const staffToken = seedStaff(server.dataDir, {
        name: 'Carl Centre',
        email: 'carl.centre@council.test',
        roleNames: ['carers-centre'],
      });
      const refused = await fetch(`${server.baseUrl}/internal/v1/admin/performance`, {
        headers: { Authorization: `Bearer ${staffToken}` },
      });
      expect(refused.status).toBe(403);
      const other = await browser.newContext();
      await signInContext(other, staffToken);
      const staff = await openPage(other);
      await staff.page.goto(`${server.baseUrl}/admin/performance`);
      await staff.page.getByText(/Not authorized/).waitFor();
      await expectAccessible(staff.page);
      await other.close();
    },
    timeoutMs,
  );
});
