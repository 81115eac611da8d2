import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { completeHygiene, completePersonalDetails } from '@csa/server/test-support';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { callApi } from '../support/call-api.ts';
import { signInContext } from '../support/seed-session.ts';
import { seedStaff } from '../support/seed-staff.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * A phone caller's data requests on the staff case page, in a real browser and by keyboard
 * alone: an admin of the team downloads the caller's data, then erases the caller's record
 * after the confirmation. axe (WCAG 2.2 A and AA) at each state; no console errors.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (document.activeElement as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '',
  );
}

async function tabTo(page: Page, name: string): Promise<void> {
  for (let count = 0; count < 200; count += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** A member of staff takes a caller's assessment and submits it through the API. */
async function submitForCaller(token: string): Promise<{ formId: string; reference: string }> {
  const started = (await callApi(server.baseUrl, token, {
    method: 'POST',
    url: '/internal/v1/staff/callers',
    body: {
      formTypeCode: 'CSA',
      callerFirstName: 'Winifred',
      callerLastName: 'Atwell',
      phone: '07700 900 601',
      isCallerThePerson: true,
      hasConsent: true,
    },
  })) as unknown as { data: { formId: string } };
  const formId = started.data.formId;
  const form = await callApi(server.baseUrl, token, {
    method: 'GET',
    url: `/internal/v1/form/${formId}`,
  });
  await callApi(server.baseUrl, token, {
    method: 'PUT',
    url: `/internal/v1/form/${formId}`,
    body: {
      version: form.data.version,
      dirtyFields: {
        personalHygiene: completeHygiene,
        personalDetails: completePersonalDetails('CSA'),
      },
    },
  });
  const submitted = await callApi(server.baseUrl, token, {
    method: 'POST',
    url: `/internal/v1/form/${formId}/remoteSubmission`,
  });
  await callApi(server.baseUrl, token, { method: 'DELETE', url: '/internal/v1/staff/acting-for' });
  return { formId, reference: submitted.data.reference };
}

describe('a phone caller’s data requests on the case page', () => {
  it('an admin downloads the caller’s data and erases the record, by keyboard', async () => {
    const token = seedStaff(server.dataDir, {
      name: 'Ada Admin',
      email: 'ada.callerdata@council.test',
      roleNames: ['customer-services', 'admin'],
    });
    const { formId, reference } = await submitForCaller(token);
    const context = await browser.newContext({ acceptDownloads: true });
    await context.addCookies([
      { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
    ]);
    await signInContext(context, token);
    const { page, consoleErrors } = await openPage(context);
    try {
      await page.goto(`${server.baseUrl}/staff/submissions/${formId}`);
      await expect
        .poll(() => page.locator('h1').first().innerText(), { timeout: 15_000 })
        .toBe(`Submission ${reference}`);
      await page.getByRole('heading', { name: 'The caller’s data' }).waitFor();
      await expectAccessible(page);

      await tabTo(page, 'Download the caller’s data');
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      expect((await download).suggestedFilename()).toMatch(/^caller-data-[\w-]+\.json$/);
      await page.getByText('The caller’s data is ready.').waitFor();
      await expectAccessible(page);

      await tabTo(page, 'Erase the caller’s record');
      await page.keyboard.press('Enter');
      expect(await focusedName(page)).toBe('Yes, erase the caller’s record');
      await expectAccessible(page);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => focusedName(page), { timeout: 15_000 })
        .toMatch(/^The caller’s record was erased/);
      await expectAccessible(page);
      expect(await page.getByRole('button', { name: 'Erase the caller’s record' }).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
