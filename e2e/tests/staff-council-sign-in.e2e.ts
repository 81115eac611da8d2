import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startOidcProvider } from '@csa/server/test-support/oidc-provider';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * A member of council staff signs in through the council's identity provider in a real
 * browser: the sign-in page's council button, the provider's own login and consent pages
 * (oidc-provider on loopback), back through the return page to the staff inbox, signed in
 * with the role their group gives, then signs out here and at the provider. Our pages are
 * checked with axe.
 */

let server: RunningServer;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let browser: Browser;
const journeyTimeoutMs = 120_000;

/** The provider must know the service's return address before the service starts, so the
 * service's port is chosen first. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const redirectUri = `${base}/staff/sign-in/return`;
  provider = await startOidcProvider({
    clientId: 'care-self-assessment',
    clientSecret: 'a loopback client secret',
    redirectUri,
    postLogoutRedirectUri: `${base}/login`,
  });
  provider.accounts.set('staff-member-1', {
    email: 'casey.services@council.test',
    name: 'Casey Services',
    groups: ['group-customer-services'],
  });
  server = await startServer({
    PORT: String(port),
    PUBLIC_BASE_URL: base,
    STAFF_OIDC_ISSUER_URL: provider.issuer,
    STAFF_OIDC_CLIENT_ID: 'care-self-assessment',
    STAFF_OIDC_CLIENT_SECRET: 'a loopback client secret',
    STAFF_OIDC_REDIRECT_URL: redirectUri,
    STAFF_OIDC_GROUP_ROLES: 'group-customer-services=customer-services',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

describe('council staff sign-in through the identity provider', () => {
  it(
    "reaches the staff inbox through the provider's login page",
    async () => {
      const context = await browser.newContext();
      const { page, consoleErrors } = await openPage(context);
      // The provider's own pages load things from elsewhere, which this machine refuses; only
      // what our pages ask for is checked.
      const failedOfOurs: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.url().startsWith(server.baseUrl)) failedOfOurs.push(request.url());
      });
      page.on('response', (response) => {
        if (response.url().startsWith(server.baseUrl) && response.status() >= 400) {
          failedOfOurs.push(`${response.status()} ${response.url()}`);
        }
      });
      await page.goto(`${server.baseUrl}/login`);
      const button = page.getByRole('button', {
        name: 'Council staff: sign in with your council account',
      });
      await button.waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await button.click();

      await page.waitForURL((url) => url.href.startsWith(provider.issuer));
      await page.locator('input[name="login"]').fill('staff-member-1');
      await page.locator('input[name="password"]').fill('any password');
      await page.locator('button[type="submit"]').click();
      // The provider's consent page, then back to the service.
      await page.locator('button[type="submit"]').click();

      await page.waitForURL(`${server.baseUrl}/staff`);
      await page.getByRole('heading', { level: 1, name: 'Submissions' }).waitFor();
      // The provider's answer never stays in the address or the history.
      expect(page.url()).not.toContain('code=');
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(failedOfOurs).toEqual([]);

      // Signing out ends the session at the provider too: it asks, then returns to sign-in.
      await page.locator('button.app-account-menu__toggle').click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.href.startsWith(provider.issuer));
      await page.locator('button[autofocus], button[name="logout"]').first().click();
      await page.waitForURL((url) => url.href.startsWith(`${server.baseUrl}/login`));
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
      expect(failedOfOurs).toEqual([]);
      await context.close();
    },
    journeyTimeoutMs,
  );
});
