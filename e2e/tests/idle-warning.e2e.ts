import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

// The shortest idle limit the configuration accepts: the warning comes two minutes before it,
// and the tab counts from a minute before its last request (the server records activity at
// most once a minute), so it opens two minutes after the page's last request.
const idleMinutes = 5;
const warningAfterMs = (idleMinutes - 2 - 1) * 60_000;

const idleFailure =
  'We could not keep you signed in. Check your internet connection and try again.';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ SESSION_IDLE_MINUTES: String(idleMinutes) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in tab on the account page whose clock the test moves. */
async function openAccountPageWithClock(token: string) {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  await signInContext(context, token);
  await context.clock.install();
  const { page, consoleErrors } = await openPage(context);
  await page.goto(`${server.baseUrl}/account`);
  await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page, consoleErrors };
}

/** Holds the tab's next request to extend its sign-in; `requested` resolves, once the tab
 * asks, with a function that lets the request go on to the server. */
async function holdNextExtension(page: Page): Promise<{ requested: Promise<() => void> }> {
  let onRequest: (release: () => void) => void = () => undefined;
  const requested = new Promise<() => void>((resolve) => (onRequest = resolve));
  await page.route('**/internal/validate', (route) => onRequest(() => void route.continue()), {
    times: 1,
  });
  return { requested };
}

describe('the idle-session warning with a real idle limit', () => {
  it('warns two minutes before the limit, and Stay signed in keeps the sign-in', async () => {
    const { token } = seedSession(server.dataDir, 'Idle Resident');
    // The page's clock is Playwright's, moved on by the test: the two minutes pass at once,
    // while the server keeps real time (its sign-in is still current when the tab extends it).
    const { context, page, consoleErrors } = await openAccountPageWithClock(token);

    const dialog = page.getByRole('dialog', { name: 'You will be signed out soon' });
    // Timers due within the jump fire during it, so the check after it is settled.
    await page.clock.fastForward(warningAfterMs - 5_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.fastForward(10_000);
    await dialog.waitFor();
    // The modal dialog holds focus on its button, so Enter alone answers it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stay signed in');
    expect(await accessibilityViolations(page)).toEqual([]);

    const extended = page.waitForResponse((response) => response.request().method() !== 'GET');
    await page.keyboard.press('Enter');
    expect((await extended).ok()).toBe(true);
    await dialog.waitFor({ state: 'hidden' });
    // Still signed in, on the server too.
    const validate = await fetch(`${server.baseUrl}/internal/validate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(validate.status).toBeLessThan(300);
    expect(await page.getByRole('heading', { level: 1, name: 'Account' }).isVisible()).toBe(true);

    // The extension restarted the tab's count: no warning until two minutes after it again.
    await page.clock.fastForward(warningAfterMs - 5_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.fastForward(10_000);
    await dialog.waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes Escape as Stay signed in: the warning stays until the extension succeeds, then comes again', async () => {
    const { token } = seedSession(server.dataDir, 'Escaping Resident');
    const { context, page, consoleErrors } = await openAccountPageWithClock(token);
    const dialog = page.getByRole('dialog', { name: 'You will be signed out soon' });
    await page.clock.fastForward(warningAfterMs + 5_000);
    await dialog.waitFor();

    // The extension is held on its way while the resident, seeing nothing happen on a slow
    // connection, presses Escape again: Chromium lets a page refuse only the first of two
    // close requests with no click between, and a warning gone before the sign-in was
    // extended leaves the resident to be signed out with no second warning.
    const extension = await holdNextExtension(page);
    await page.keyboard.press('Escape');
    const release = await extension.requested;
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    release();
    // Hidden only once the extension's activity has restarted the tab's count.
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { level: 1, name: 'Account' }).isVisible()).toBe(true);

    // Counted again from the extension: a second warning, before the sign-in could end.
    await page.clock.fastForward(warningAfterMs + 5_000);
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the warning open and says why when the extension Escape asked for fails, however often Escape is pressed', async () => {
    const { token } = seedSession(server.dataDir, 'Offline Resident');
    const { context, page } = await openAccountPageWithClock(token);
    const dialog = page.getByRole('dialog', { name: 'You will be signed out soon' });
    await page.clock.fastForward(warningAfterMs + 5_000);
    await dialog.waitFor();

    await page.route('**/internal/validate', (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog.getByRole('alert').getByText(idleFailure).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
