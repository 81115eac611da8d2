import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { callApi } from '../support/call-api.ts';
import { signInContext } from '../support/seed-session.ts';
import { seedStaff } from '../support/seed-staff.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * The handover link in a real browser, by keyboard alone: a member of staff starts an
 * assessment for a caller who gave an e-mail address and sends the link from the phone callers
 * page; the resident opens it (the key leaves the address), sets up an account and lands on
 * the same assessment; the link opened again says it was used and how to reach the council.
 * axe (WCAG 2.2 A and AA) on each page; no console errors.
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
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element) return '';
    const label = element.labels?.[0]?.innerText ?? '';
    return (element.getAttribute('aria-label') ?? (label || element.innerText || ''))
      .replace(/\s+/g, ' ')
      .trim();
  });
}

async function tabTo(page: Page, name: string): Promise<void> {
  for (let count = 0; count < 100; count += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, label);
  await page.keyboard.type(text);
}

async function waitForHeading(page: Page, heading: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.locator('h1').first().innerText(), { timeout: 15_000 })
    .toMatch(heading);
}

/** The handover message the delivery worker sent to `recipient` (the development outbox). */
async function sentLink(recipient: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${server.baseUrl}/dev/outbox`)).json()) as {
          data: { recipient: string; template: string; body: string }[];
        };
        const message = outbox.data.find(
          (entry) => entry.recipient === recipient && entry.template === 'handover-link',
        );
        link = /https?:\/\/\S+\/handover\?key=[\w-]+/.exec(message?.body ?? '')?.[0];
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link ?? '';
}

describe('a resident takes over by the handover link, keyboard only', () => {
  it('sets up an account on the same assessment, and the link then says it was used', async () => {
    const cara = seedStaff(server.dataDir, {
      name: 'Cara Services',
      email: 'cara.handover@council.test',
      roleNames: ['customer-services'],
    });
    const callerEmail = 'winifred.handover@resident.example';
    const caller = (await callApi(server.baseUrl, cara, {
      method: 'POST',
      url: '/internal/v1/staff/callers',
      body: {
        formTypeCode: 'CSA',
        callerFirstName: 'Winifred',
        callerLastName: 'Atwell',
        email: callerEmail,
        isCallerThePerson: true,
        hasConsent: true,
      },
    })) as unknown as { data: { id: string; formId: string } };
    // Cara, still acting for the caller, sends the link from the phone callers page.
    const staffContext = await browser.newContext();
    await staffContext.addCookies([
      { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
    ]);
    await signInContext(staffContext, cara);
    const staff = await openPage(staffContext);
    await staff.page.goto(`${server.baseUrl}/staff/callers`);
    await waitForHeading(staff.page, 'Phone callers');
    await tabTo(staff.page, 'By email, to the address the caller gave');
    await staff.page.keyboard.press('Space');
    await tabTo(staff.page, 'Send link');
    await staff.page.keyboard.press('Enter');
    await staff.page.getByText(/Link sent by email/).waitFor();
    expect(await accessibilityViolations(staff.page)).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
    await staffContext.close();
    const { pathname, search } = new URL(await sentLink(callerEmail));

    const context = await browser.newContext();
    await context.addCookies([
      { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
    ]);
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}${pathname}${search}`);
    await waitForHeading(page, 'Carry on with your assessment online');
    await page.waitForURL((url) => url.pathname === '/handover' && url.search === '');
    expect(await accessibilityViolations(page)).toEqual([]);

    await typeInto(page, 'Full name', 'Winifred Atwell');
    await typeInto(page, 'Email address', 'winifred.online@resident.example');
    await typeInto(page, 'Create a password', 'a long and unusual passphrase');
    await typeInto(page, 'Postcode', 'SE5 8UB');
    await tabTo(page, 'Set up account and continue');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/assessment/CSA/${caller.data.formId}`);
    await waitForHeading(page, /Your care and support assessment/);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The same link, opened again in another tab, has been used.
    const again = await context.newPage();
    await again.goto(`${server.baseUrl}${pathname}${search}`);
    await waitForHeading(again, 'This link has expired or has already been used');
    expect(await again.locator('main').innerText()).toMatch(/Phone the council/);
    expect(await accessibilityViolations(again)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
