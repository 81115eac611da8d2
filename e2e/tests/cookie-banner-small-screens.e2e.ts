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

// Phones, and a 1280 x 800 window at 200% zoom (640 x 400 CSS px).
const viewports = [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
  { width: 414, height: 736 },
  { width: 640, height: 400 },
];

describe('the cookie banner on small screens', () => {
  for (const viewport of viewports) {
    it(`covers at most 45% of a ${viewport.width} x ${viewport.height} window, and its confirmation stays on its page`, async () => {
      const context = await browser.newContext({ viewport });
      const { page, consoleErrors } = await openPage(context);
      await page.goto(server.baseUrl);
      const banner = page.locator('.govuk-cookie-banner');
      await banner.waitFor();
      const box = await banner.boundingBox();
      if (!box) throw new Error('the banner is not laid out');
      expect(box.height / viewport.height).toBeLessThanOrEqual(0.45);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Accept additional cookies' }).click();
      await page.getByText("You've accepted additional cookies.").waitFor();
      await page.getByRole('link', { name: 'Useful resources' }).first().click();
      await expect.poll(() => page.locator('h1').innerText()).toMatch(/Useful resources/);
      expect(await banner.count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
