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
