import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

// After each action that replaces part of a page, focus lands on the
// new content's heading or result (keyboard only), and each view names the tab.

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

async function declinedCookiesContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  return context;
}

/** What has focus: its tag, role and own text. */
async function focused(page: Page): Promise<{ tag: string; role: string; text: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName ?? '',
      role: element?.getAttribute('role') ?? '',
      text: (element?.innerText ?? '').trim(),
    };
  });
}

/** Moves focus to a control by Tab alone, then presses Enter on it. */
async function tabToAndPress(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if ((await focused(page)).text === name) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`"${name}" was not reached by Tab`);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('focus after in-page changes, by keyboard alone', () => {
  it('moves to the new heading when switching sign-in method', async () => {
    const context = await declinedCookiesContext();
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    await tabToAndPress(page, 'Sign in with your mobile phone');
    await expect
      .poll(() => focused(page))
      .toEqual({ tag: 'H1', role: '', text: 'Sign in with your mobile phone' });
    expect(await page.title()).toMatch(/^Sign in with your mobile phone – /);
    await expectAccessible(page);

    await tabToAndPress(page, 'Sign in as a trusted person with a PIN');
    await expect
      .poll(() => focused(page))
      .toEqual({ tag: 'H1', role: '', text: 'Sign in as a trusted person' });
    await expectAccessible(page);

    await tabToAndPress(page, 'Sign in with your email address and password');
    await expect.poll(() => focused(page)).toEqual({ tag: 'H1', role: '', text: 'Sign in' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('moves to the heading of the forgotten-password view, back again on Cancel, and to the answer after sending', async () => {
    const context = await declinedCookiesContext();
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    await tabToAndPress(page, 'I have forgotten my password');
    await expect
      .poll(() => focused(page))
      .toEqual({ tag: 'H1', role: '', text: 'Reset your password' });
    expect(await page.title()).toMatch(/^Reset your password – /);
    await expectAccessible(page);

    await tabToAndPress(page, 'Cancel');
    await expect.poll(() => focused(page)).toEqual({ tag: 'H1', role: '', text: 'Sign in' });
    expect(await page.title()).toMatch(/^Sign in – /);

    await tabToAndPress(page, 'I have forgotten my password');
    await expect.poll(() => focused(page).then((state) => state.text)).toBe('Reset your password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('nobody@example.test');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page).then((state) => state.role)).toBe('status');
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('moves to the result after linking a mobile, and back to the card after OK', async () => {
    const { token } = seedSession(server.dataDir, 'Mobile Linker', { isEmailConfirmed: true });
    const context = await declinedCookiesContext();
    await signInContext(context, token);
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Link your mobile' }).waitFor();

    // Starting in the number field; from there on, keys only.
    await page.getByLabel('Mobile phone number').focus();
    await page.keyboard.type('07700900789');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1948');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Send me a code');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page).then((state) => state.role)).toBe('status');
    expect((await focused(page)).text).toContain('We have sent a 6-digit code');
    await expectAccessible(page);

    const outbox = (await (await fetch(`${server.baseUrl}/dev/outbox`)).json()) as {
      data: { recipient: string; template: string; body: string }[];
    };
    const message = outbox.data.find(
      (entry) => entry.recipient === '07700900789' && entry.template === 'mobile-link-code',
    );
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.keyboard.press('Tab');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page).then((state) => state.role)).toBe('status');
    expect((await focused(page)).text).toMatch(
      /^Successfully linked mobile phone number with your account\s+OK$/,
    );
    await expectAccessible(page);

    await tabToAndPress(page, 'OK');
    await expect
      .poll(() => focused(page))
      .toEqual({ tag: 'H2', role: '', text: 'Mobile phone login' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('titles of the views that had none of their own', () => {
  it('names the tab and shows a heading while the sign-in check runs', async () => {
    const { token } = seedSession(server.dataDir, 'Slow Check');
    const context = await declinedCookiesContext();
    await signInContext(context, token);
    const { page } = await openPage(context);
    // Hold the sign-in check so the guard's spinner can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/internal/validate', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/account`);
    await page.getByRole('heading', { level: 1, name: 'Checking you are signed in' }).waitFor();
    expect(await page.title()).toMatch(/^Checking you are signed in – /);
    expect(await page.getByRole('status').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    release();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await context.close();
  });

  it('names the tab on the authentication failure screen', async () => {
    const { token } = seedSession(server.dataDir, 'Failed Check');
    const context = await declinedCookiesContext();
    await signInContext(context, token);
    const { page } = await openPage(context);
    await page.route('**/internal/v1/userProfile', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(server.baseUrl);
    await page
      .getByRole('heading', { level: 1, name: 'Could not start due to authentication failure' })
      .waitFor();
    expect(await page.title()).toMatch(/^Could not start due to authentication failure – /);
    await expectAccessible(page);
    await context.close();
  });
});
