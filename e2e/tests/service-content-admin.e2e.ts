import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { pathwayFor } from '@csa/questionnaire/content';
import { completePersonalDetails, fillAreaAnswers } from '@csa/server/test-support';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { callApi } from '../support/call-api.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import {
  accountPassword as password,
  signUpConfirmed,
  totpCode,
  turnOnTwoStep,
} from '../support/staff-accounts.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * The council's help links and wording in a real browser, by keyboard: an admin signed in
 * with two-step adds a local link to the "Meal support" category of manageNutrition and
 * changes the opening hours in the draft, previews and publishes them; a resident's help page
 * and suggestions then show the link with a Local badge and the submitted page the new hours;
 * the admin publishes version 1 again and both are gone. Every admin page passes axe.
 */

let server: RunningServer;
let browser: Browser;
const adminEmail = 'ada.admin@council.test';
const timeoutMs = 300_000;
const lunchClub = {
  label: 'Lunch club at the community centre',
  url: 'https://lunch-club.example.gov.uk/',
};
const newHours = 'Monday to Saturday, 8am to 8pm';

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: adminEmail, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A resident's CSA submission that asks for help with eating and drinking. */
async function residentSubmits(): Promise<{ token: string; formId: string }> {
  const { token } = seedSession(server.dataDir, 'Mary Seacole');
  const call = (method: string, url: string, body?: unknown) =>
    callApi(server.baseUrl, token, { method, url, body });
  const created = await call('POST', '/internal/v1/form', {
    formTypeCode: 'CSA',
    formName: 'My assessment',
    pageCount: 3,
  });
  const nutrition = pathwayFor('CSA').topics.find((topic) => topic.id === 'manageNutrition');
  if (!nutrition) throw new Error('no manageNutrition area');
  await call('PUT', `/internal/v1/form/${created.data.id}`, {
    version: created.data.version,
    dirtyFields: JSON.stringify({
      manageNutrition: {
        answers: fillAreaAnswers(nutrition, { needsHelp: true }),
        lastStepIndex: 1,
        isComplete: true,
      },
      personalDetails: completePersonalDetails('CSA'),
    }),
  });
  const reached = await fetch(
    `${server.baseUrl}/internal/v1/form/${created.data.id}/previewReached`,
    { method: 'POST', headers: { Authorization: `Bearer ${token}` } },
  );
  expect(reached.status).toBe(204);
  await call('POST', `/internal/v1/form/${created.data.id}/remoteSubmission`, {});
  return { token, formId: String(created.data.id) };
}

async function newContext(token?: string): Promise<{
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  if (token) await signInContext(context, token);
  return { context, ...(await openPage(context)) };
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Activates a control from the keyboard: focus on it, then Enter. */
async function press(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  await pressOn(page, page.getByRole(role, { name, exact: typeof name === 'string' }));
}

async function pressOn(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** What a resident sees: the help page's Meal support links with their badges, the area's
 * suggestions and the submitted page's opening hours. */
async function residentSees(page: Page, formId: string) {
  await page.goto(`${server.baseUrl}/help/CSA`);
  const meals = page.getByRole('region', { name: 'Meal support' });
  await meals.getByRole('link').first().waitFor();
  const helpCard = meals.locator('li', { hasText: lunchClub.label });
  const helpBadge =
    (await helpCard.count()) > 0 ? await helpCard.locator('.govuk-tag').innerText() : null;

  await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/suggestions`);
  await page.getByRole('heading', { name: 'Self-help suggestions', level: 1 }).waitFor();
  await page.locator('main a[href^="https://"]').first().waitFor();
  const isSuggested = (await page.getByRole('link', { name: lunchClub.label }).count()) > 0;

  await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/submitted`);
  await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
  const main = await page.locator('main').innerText();
  return { helpBadge, isSuggested, showsNewHours: main.includes(newHours) };
}

describe('the help links and wording admin pages', () => {
  it(
    'publish a new local link and opening hours that residents then see, and roll them back',
    async () => {
      const { token: residentToken, formId } = await residentSubmits();
      const adminToken = await signUpConfirmed(server.baseUrl, 'Ada Admin', adminEmail);
      const secret = await turnOnTwoStep(server.baseUrl, adminToken, adminEmail);
      const resident = await newContext(residentToken);
      expect(await residentSees(resident.page, formId)).toEqual({
        helpBadge: null,
        isSuggested: false,
        showsNewHours: false,
      });

      const admin = await newContext();
      const { page } = admin;
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel('Email address').fill(adminEmail);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await press(page, 'Sign in');
      await page
        .getByRole('heading', { name: 'Enter the code from your authenticator app' })
        .waitFor();
      await page.getByLabel('6-digit code').fill(totpCode(secret, new Date(Date.now() + 30_000)));
      await press(page, 'Continue');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));

      // From the administration page to the area's links.
      await page.goto(`${server.baseUrl}/admin`);
      await press(page, 'Change help links and wording', 'link');
      await page.getByRole('heading', { name: 'Help links and wording', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Help links: Care and support assessment' }).waitFor();
      await expectAccessible(page);
      await pressOn(
        page,
        page
          .getByRole('table', { name: 'Help links: Care and support assessment' })
          .getByRole('link', { name: 'Edit links for Your eating and drinking habits' }),
      );
      await page
        .getByRole('heading', { name: 'Help links: Your eating and drinking habits', level: 1 })
        .waitFor();
      await expectAccessible(page);

      // An http address is refused by the server, said beside the field; https is saved.
      await press(page, 'Add a link');
      await page.getByLabel('Label').fill(lunchClub.label);
      await page.getByLabel(/^Address/).fill('http://lunch-club.example.gov.uk/');
      await page.getByLabel('Category').selectOption('Meal support');
      await press(page, 'Save link in draft');
      await page
        .getByRole('link', { name: /Enter an address that starts with https:\/\// })
        .waitFor();
      await expectAccessible(page);
      await page.getByLabel(/^Address/).fill(lunchClub.url);
      await press(page, 'Save link in draft');
      await page.getByText(`“${lunchClub.label}” is saved in the draft`).waitFor();
      await expectAccessible(page);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The opening hours, in the same draft.
      await press(page, 'Back', 'link');
      await page.getByRole('heading', { name: 'Help links and wording', level: 1 }).waitFor();
      await page.getByLabel('Opening hours').fill(newHours);
      await press(page, 'Save draft');
      await page.getByText(/The wording is saved in the draft/).waitFor();

      // Residents do not see a draft.
      const published = await callApi<{ data: unknown }>(server.baseUrl, null, {
        method: 'GET',
        url: '/internal/v1/links/CSA',
      });
      expect(JSON.stringify(published.data)).not.toContain(lunchClub.url);

      await press(page, 'Preview and publish', 'link');
      await page.getByRole('heading', { name: 'Preview and publish', level: 1 }).waitFor();
      const preview = page.getByRole('region', { name: /Help page/ });
      await preview.getByText('Residents do not see this until it is published.').waitFor();
      const previewCard = preview
        .getByRole('region', { name: 'Meal support' })
        .locator('li', { hasText: lunchClub.label });
      expect(await previewCard.locator('.govuk-tag').innerText()).toBe('Local');
      expect(await page.getByRole('region', { name: /Submitted page/ }).innerText()).toContain(
        newHours,
      );
      await expectAccessible(page);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByLabel('Note about what changed').fill('Lunch club opened; longer hours');
      await press(page, 'Publish');
      await page.getByRole('heading', { name: 'Version 2 is published' }).waitFor();
      await expectAccessible(page);

      expect(await residentSees(resident.page, formId)).toEqual({
        helpBadge: 'Local',
        isSuggested: true,
        showsNewHours: true,
      });

      // Roll back: version 1 published again, after the confirmation.
      await press(page, 'See the published versions', 'link');
      await page.getByRole('heading', { name: 'Published versions', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'From version 1 to version 2' }).waitFor();
      expect(
        await page.getByRole('region', { name: 'From version 1 to version 2' }).innerText(),
      ).toContain(lunchClub.label);
      await expectAccessible(page);
      await press(page, 'Publish this version again (version 1)');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('republish-note-1');
      await expectAccessible(page);
      await press(page, 'Yes, publish version 1 again');
      await page.getByText('Version 1 is published again as version 3').waitFor();
      await expectAccessible(page);
      // The versions and the overview fit a 320 px screen without sideways scrolling.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysOverflow(page)).toBe(0);
      await press(page, 'Back', 'link');
      await page.getByRole('heading', { name: 'Help links and wording', level: 1 }).waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);

      expect(await residentSees(resident.page, formId)).toEqual({
        helpBadge: null,
        isSuggested: false,
        showsNewHours: false,
      });
      // The http address's refusal (400) is the one failed request the browser reports.
      expect(admin.consoleErrors.filter((text) => !text.includes('status of 400'))).toEqual([]);
      expect(resident.consoleErrors).toEqual([]);
      await admin.context.close();
      await resident.context.close();
    },
    timeoutMs,
  );
});
