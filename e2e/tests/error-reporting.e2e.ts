import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import {
  startFakeErrorCollector,
  type FakeErrorCollector,
} from '../support/fake-error-collector.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

let server: RunningServer;
let browser: Browser;
let collector: FakeErrorCollector;

beforeAll(async () => {
  collector = await startFakeErrorCollector();
  server = await startServer({ ERROR_REPORTING_DSN: collector.dsn });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await collector?.stop();
});

describe('render errors reach the error service', () => {
  it('reports a page that cannot render, with nothing about the resident in the report', async () => {
    const name = 'Reported Resident';
    const { token, userId } = seedSession(server.dataDir, name);
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
    ]);
    await signInContext(context, token);
    const { page } = await openPage(context);
    // A configuration answer that lists no pathway (the server never sends one: its own
    // configuration check forbids it) makes the home page throw while rendering.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, supportedFormTypes: [] } });
    });
    await page.goto(`${server.baseUrl}/?postcode=SE15%204AB`);
    await page.getByRole('heading', { level: 1, name: 'Sorry, there is a problem' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await expect.poll(() => collector.envelopes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const report = collector.envelopes.join('\n');
    expect(report).toContain('NO_SUPPORTED_FORM_TYPE_CODES');
    expect(report).toContain('e2e-build');
    for (const personal of [name, userId, token, `${userId}@example.test`, 'SE15', 'postcode=']) {
      expect(report).not.toContain(personal);
    }
    await context.close();
  });
});
