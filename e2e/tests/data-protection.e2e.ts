import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * Data protection in a real browser: the resident answers part of an area, then downloads their data
 * from the Account page and the file holds those answers; and turns reminders off.
 */

let server: RunningServer;
let browser: Browser;
let token: string;

const needHelp = 'I need more help than I already have';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = seedSession(server.dataDir, 'Beatrice Oyelaran').token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
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

describe('data protection on the Account page', () => {
  it('downloads a file that holds the answers just given', async () => {
    const created = (await api('POST', '/internal/v1/form', {
      formTypeCode: 'CSA',
      formName: 'My assessment',
      pageCount: 3,
    })) as { data: { id: string } };
    const formId = created.data.id;

    const context = await browser.newContext({ acceptDownloads: true });
    await context.addCookies([
      { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
    ]);
    await signInContext(context, token);
    const { page, consoleErrors } = await openPage(context);

    // Answer the first questions of an area, as a resident would.
    await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/area/personalHygiene`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: needHelp }).check();
    await page.getByRole('checkbox', { name: 'Washing yourself' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('#area-step-heading', { hasText: 'Washing yourself' }).waitFor();

    await page.goto(`${server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Download your data' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^my-care-assessment-data-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      data: {
        account: { name: string };
        assessments: { id: string; status: string; dirtyFields: Record<string, unknown> }[];
      };
    };
    expect(file.data.account.name).toBe('Beatrice Oyelaran');
    const assessment = file.data.assessments.find((candidate) => candidate.id === formId);
    expect(assessment?.status).toBe('open');
    expect(assessment?.dirtyFields.personalHygiene).toMatchObject({
      answers: { needHelp, helpOptions: ['Washing yourself'] },
    });
    await page.getByRole('link', { name: 'Save your data again' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('turns save-and-return reminders off', async () => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
    ]);
    await signInContext(context, token);
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/account`);
    const checkbox = page.getByRole('checkbox', {
      name: 'Remind me about assessments I have started but not finished',
    });
    await checkbox.waitFor();
    expect(await checkbox.isChecked()).toBe(true);
    await checkbox.uncheck();
    await page.getByRole('button', { name: 'Save reminder choice' }).click();
    await page.getByText('Reminders are turned off').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await api('GET', '/internal/v1/userProfile/reminders')).toEqual({
      data: { isEnabled: false },
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
