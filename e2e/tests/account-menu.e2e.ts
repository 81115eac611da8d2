import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ token } = seedSession(server.dataDir, 'Jane Doe'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Phones from 320 to 414 px wide, and a 1280 px window zoomed to 200% (640 CSS px).
const widths = [320, 360, 414, 640];

describe('the account menu on small screens, by keyboard (WCAG 1.4.10, 2.4.11)', () => {
  for (const width of widths) {
    it(`opens inside the window and closes when focus leaves it (${width} px)`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 640 } });
      await context.addCookies([
        { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
      ]);
      await signInContext(context, token);
      const { page, consoleErrors } = await openPage(context);
      await page.goto(server.baseUrl);
      const toggle = page.getByRole('button', { name: /Account menu for Jane Doe/ });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const list = page.locator('.app-account-menu__list');
      await list.waitFor();
      const box = await list.boundingBox();
      if (!box) throw new Error('the menu is not laid out');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Logout');
      await page.keyboard.press('Tab');
      const isFocusInMenu = await page.evaluate(
        () =>
          document.querySelector('.app-account-menu')?.contains(document.activeElement) ?? false,
      );
      expect(isFocusInMenu).toBe(false);
      expect(await list.isHidden()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
