import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not laid out`);
  return box;
}

/** Adds up the layout shifts the browser itself reports, from the start of the page. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.total += (entry as PerformanceEntry & { value: number }).value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '320 px phone', width: 320, height: 640 },
];

describe('the first page', () => {
  for (const viewport of viewports) {
    it(`shows the cookie banner without moving anything laid out (${viewport.name})`, async () => {
      const context = await browser.newContext({ viewport });
      const { page, consoleErrors } = await openPage(context);
      await recordLayoutShifts(page);
      await page.goto(server.baseUrl);
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      expect(await page.locator('.govuk-cookie-banner').count()).toBe(0);
      const before = {
        header: await boxOf(page, 'header'),
        h1: await boxOf(page, 'h1'),
        list: await boxOf(page, 'main ol'),
      };

      await page.locator('.govuk-cookie-banner').waitFor();
      const after = {
        header: await boxOf(page, 'header'),
        h1: await boxOf(page, 'h1'),
        list: await boxOf(page, 'main ol'),
      };
      expect(after).toEqual(before);
      // It lies over the bottom of the window.
      const banner = await boxOf(page, '.govuk-cookie-banner');
      expect(Math.round(banner.y + banner.height)).toBe(viewport.height);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
      );
      expect(shifts).toBeLessThanOrEqual(0.01);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it(`keeps the banner first by keyboard and hides no focused control behind it (${viewport.name})`, async () => {
      const context = await browser.newContext({ viewport });
      const { page } = await openPage(context);
      await page.goto(server.baseUrl);
      await page.locator('.govuk-cookie-banner').waitFor();

      // After the skip link, the banner's first button comes before anything else.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Accept additional cookies',
      );
      // Every control of the page, down to the last footer link, is scrolled into view above
      // the banner when it takes focus (WCAG 2.2 2.4.11).
      const obscured: string[] = [];
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const banner = document.querySelector('.govuk-cookie-banner');
          if (!focused || !banner || banner.contains(focused)) return null;
          return {
            name: focused.textContent ?? '',
            bottom: focused.getBoundingClientRect().bottom,
            bannerTop: banner.getBoundingClientRect().top,
          };
        });
        if (state && state.bottom > state.bannerTop + 0.5) obscured.push(state.name);
        if (state?.name === 'Accessibility statement') break;
      }
      expect(obscured).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Accessibility statement',
      );
      await context.close();
    });

    it(`lines the header's sign-in buttons up with Useful resources, and keeps the numbered list in the column (${viewport.name})`, async () => {
      const context = await browser.newContext({ viewport });
      await context.addCookies([
        { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
      ]);
      const { page } = await openPage(context);
      await page.goto(server.baseUrl);
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      const centre = (box: Box) => box.y + box.height / 2;
      const resources = await page
        .getByRole('link', { name: 'Useful resources' })
        .first()
        .boundingBox();
      const logIn = await page.getByRole('button', { name: 'Log In' }).boundingBox();
      const signUp = await page.getByRole('button', { name: 'Sign Up' }).boundingBox();
      if (!resources || !logIn || !signUp) throw new Error('header controls are not laid out');
      expect(Math.abs(centre(logIn) - centre(resources))).toBeLessThanOrEqual(2);
      // Sign Up may wrap onto its own line on a narrow phone; on one line it is level too.
      if (Math.abs(signUp.y - logIn.y) < logIn.height) {
        expect(Math.abs(centre(signUp) - centre(resources))).toBeLessThanOrEqual(2);
      }

      const column = await boxOf(page, '#main-content');
      // The list's numbers are drawn in its left padding: the padding box must start inside
      // the column, and so must every item's number.
      const list = await boxOf(page, 'main ol');
      expect(list.x).toBeGreaterThanOrEqual(column.x);
      expect(list.x + list.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
      const markerInside = await page.evaluate(() => {
        const list = document.querySelector('main ol') as HTMLElement;
        const padding = parseFloat(getComputedStyle(list).paddingLeft);
        return padding >= 20 && getComputedStyle(list).listStylePosition === 'outside';
      });
      expect(markerInside).toBe(true);
      await context.close();
    });
  }
});
