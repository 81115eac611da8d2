import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

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

describe("the home page's start buttons", () => {
  for (const width of [1280, 800, 320]) {
    it(`are the same size, side by side at the foot of their cards (${width} px)`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([
        { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
      ]);
      const { page } = await openPage(context);
      await page.goto(server.baseUrl);
      const buttons = page.locator('.app-pathway .govuk-button--start');
      await buttons.first().waitFor();
      const [first, second] = await Promise.all([
        buttons.nth(0).boundingBox(),
        buttons.nth(1).boundingBox(),
      ]);
      if (!first || !second) throw new Error('the start buttons are not laid out');
      expect(Math.abs(first.width - second.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(first.height - second.height)).toBeLessThanOrEqual(1);
      if (Math.abs(first.x - second.x) > 1) {
        // Side by side: level with each other too.
        expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
      }
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe("the header's Log In and Sign Up buttons", () => {
  it('sit in the middle of the header bar, their shadow counted (1280 px)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
    ]);
    const { page } = await openPage(context);
    await page.goto(server.baseUrl);
    const buttons = page.locator('.app-header__button');
    await buttons.first().waitFor();
    const bar = await page.locator('.govuk-header').boundingBox();
    if (!bar) throw new Error('the header is not laid out');
    // A GOV.UK button draws a 2 px shadow under its box; the eye takes it as part of it.
    const shadow = 2;
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      if (!box) throw new Error('a header button is not laid out');
      const above = box.y - bar.y;
      const below = bar.y + bar.height - (box.y + box.height + shadow);
      expect(Math.abs(above - below), `${above} px above, ${below} px below`).toBeLessThanOrEqual(
        0.5,
      );
    }
    await context.close();
  });
});
