import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/** The public help pages: no sign-in, links by category, the quick filter, the
 * one-area page, and the 1/2/3 column grid, all axe-clean. */

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

async function anonymousPage(width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  return { context, ...(await openPage(context)) };
}

describe('the help pages', () => {
  it('list links by category for anyone, with a filter to one area', async () => {
    const { context, page, consoleErrors } = await anonymousPage();
    await page.goto(`${server.baseUrl}/help/CSA`);
    await expect
      .poll(() => page.locator('h1').innerText())
      .toBe('Useful resources for care and support');
    const filter = page.getByLabel('Show links for');
    await filter.waitFor();
    expect(await filter.locator('option').first().innerText()).toBe('Show all links');
    const allCount = await page.locator('.app-link-card').count();
    expect(allCount).toBeGreaterThan(5);
    await page.locator('.govuk-tag', { hasText: 'National' }).first().waitFor();
    expect(await page.locator('h2', { hasText: /./ }).count()).toBeGreaterThan(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await filter.selectOption({ label: 'Using the toilet' });
    await expect.poll(() => page.locator('.app-link-card').count()).toBeLessThan(allCount);
    await expect.poll(() => page.getByRole('status').innerText()).toMatch(/^Showing \d+ links?\.$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await filter.selectOption({ label: 'Show all links' });
    await expect.poll(() => page.locator('.app-link-card').count()).toBe(allCount);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows 1, 2 or 3 columns by width', async () => {
    for (const [width, columns] of [
      [400, 1],
      [600, 1],
      [800, 2],
      [1100, 3],
    ] as const) {
      const { context, page } = await anonymousPage(width);
      await page.goto(`${server.baseUrl}/help/CARERS`);
      await page.locator('.app-link-grid').first().waitFor();
      const tracks = await page
        .locator('.app-link-grid')
        .first()
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(tracks, `${width}px`).toBe(columns);
      await context.close();
    }
  });

  it('offers quick suggestions for one area with a way back to the assessment', async () => {
    const { context, page, consoleErrors } = await anonymousPage();
    await page.goto(`${server.baseUrl}/help/CARERS/carerManageNutrition/form-123`);
    await expect
      .poll(() => page.locator('h1').innerText())
      .toBe('Help with: Your eating and drinking habits');
    expect(await page.locator('.app-link-card').count()).toBeGreaterThan(0);
    expect(
      await page.getByRole('link', { name: 'Back to your assessment' }).getAttribute('href'),
    ).toBe('/assessment/CARERS/form-123');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}/help/CARERS/noSuchArea/form-123`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page was not found');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
