import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '@csa/contracts';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';
import {
  startFakeErrorCollector,
  type FakeErrorCollector,
} from '../support/fake-error-collector.ts';

/** React renders a state change from a timer on a later task posted through a MessageChannel;
 * a message posted after it arrives after that render, so the DOM then shows the change. */
async function reactHasCommitted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ TERMS_URL: 'https://example.gov.uk/terms' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return `${element?.tagName ?? ''}:${(element?.innerText ?? '').trim()}`;
  });
}

// Feature pages (account, assessments, help) are checked by their own journeys.
const shellPages: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Get help with care and support/ },
  { path: '/assessment', heading: /Choose an assessment/ },
  { path: '/help', heading: /Useful resources/ },
  { path: '/cookie-policy', heading: /Cookie policy/ },
  { path: '/accessibility-statement', heading: /Accessibility statement/ },
  { path: '/algorithmic-transparency', heading: /Algorithmic transparency record/ },
  { path: '/no/such/page', heading: /Get help with care and support/ },
];

describe('the shell in a real browser', () => {
  for (const shellPage of shellPages) {
    it(`${shellPage.path} loads, has no accessibility violations and no console errors`, async () => {
      const context = await browser.newContext();
      const { page, consoleErrors } = await openPage(context);
      await page.goto(`${server.baseUrl}${shellPage.path}`);
      await expect.poll(() => page.locator('h1').innerText()).toMatch(shellPage.heading);
      // Let the cookie banner appear so it is checked too.
      await page.locator('.govuk-cookie-banner').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
        'noindex, nofollow',
      );
      expect(await page.title()).toMatch(/Care and support self-assessment/);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('shows the cookie banner after a second and keeps the choice by keyboard alone', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    const started = Date.now();
    await page.goto(server.baseUrl);
    await page.locator('h1').waitFor();
    expect(await page.locator('.govuk-cookie-banner').count()).toBe(0);
    await page.locator('.govuk-cookie-banner').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    // Tab from the top of the page to the Accept button and press it.
    let presses = 0;
    while ((await focusedText(page)) !== 'BUTTON:Accept additional cookies' && presses < 20) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toMatch(/You've accepted additional cookies/);
    const cookies = await context.cookies();
    const consent = cookies.find((cookie) => cookie.name === 'allow_google_analytics');
    expect(consent?.value).toBe('true');
    const daysLeft = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThan(366);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Hide cookie message' }).press('Enter');
    expect(await page.locator('.govuk-cookie-banner').count()).toBe(0);
    // Focus moves on to the page instead of dropping to the body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // The banner would appear a second after load: run the page's clock past that instead of
    // waiting, then let React commit what the timer set, and see that no banner came.
    await page.clock.install();
    await page.reload();
    await page.locator('h1').waitFor();
    await page.clock.runFor(constants.cookieBannerDelayMs * 2);
    await reactHasCommitted(page);
    expect(await page.locator('.govuk-cookie-banner').count()).toBe(0);
    await context.close();
  });

  it('offers a skip link first and reaches the header and footer by keyboard', async () => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
    ]);
    const { page } = await openPage(context);
    await page.goto(server.baseUrl);
    await page.locator('h1').waitFor();

    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('A:Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // From the top again: every header, page and footer control in order.
    await page.reload();
    await page.locator('h1').waitFor();
    const seen: string[] = [];
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focusedText(page));
      if (seen.at(-1)?.includes('Accessibility statement')) break;
    }
    const joined = seen.join('\n');
    expect(joined).toContain('Useful resources');
    expect(joined).toContain('BUTTON:Log In');
    expect(joined).toContain('BUTTON:Sign Up');
    expect(joined).toContain('A:Start your self-assessment');
    expect(joined).toContain('A:Cookie policy');
    expect(joined).toContain('A:Terms');
    expect(seen.at(-1)).toBe('A:Accessibility statement');

    // Following a footer link by keyboard moves focus to the new page's heading.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Accessibility statement');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await context.close();
  });

  it('shows the build version, Terms when configured, and no Privacy link when not', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(server.baseUrl);
    const footer = page.locator('footer');
    await expect.poll(() => footer.innerText()).toContain('Version e2e-build');
    expect(await footer.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(
      'https://example.gov.uk/terms',
    );
    expect(await footer.getByRole('link', { name: 'Privacy policy' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Assessments' }).count()).toBe(0);
    await context.close();
  });

  it('serves a strict Content-Security-Policy on the page itself', async () => {
    const response = await fetch(server.baseUrl, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('breaks no rule of its Content-Security-Policy on any page, signed in or not', async () => {
    const signUp = await fetch(`${server.baseUrl}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Csp Checker',
        email: `csp.${Date.now()}@example.test`,
        password: 'a long and unusual passphrase',
        postcode: 'SE15 4AB',
      }),
    });
    const token = ((await signUp.json()) as { data: { token: string } }).data.token;
    for (const isSignedIn of [false, true]) {
      const context = await browser.newContext();
      await context.addInitScript(
        ({ value, signIn }) => {
          if (signIn) sessionStorage.setItem('token', value);
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        },
        { value: token, signIn: isSignedIn },
      );
      const { page } = await openPage(context);
      for (const path of ['/', '/login', '/signup', '/help', '/assessment/CSA', '/account']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await page.evaluate(
          () => (window as unknown as { cspViolations: string[] }).cspViolations,
        );
        expect(violations, `${path} signed ${isSignedIn ? 'in' : 'out'}`).toEqual([]);
      }
      await context.close();
    }
  });
});

describe('a council that offers only the CSA pathway', () => {
  let csaOnly: RunningServer;
  let collector: FakeErrorCollector;
  beforeAll(async () => {
    collector = await startFakeErrorCollector();
    csaOnly = await startServer({
      SUPPORTED_FORM_TYPES: '',
      COUNCIL_FLAVOUR: 'kent',
      ERROR_REPORTING_DSN: collector.dsn,
    });
  });
  afterAll(async () => {
    await csaOnly?.stop();
    await collector?.stop();
  });

  it('shows one blurb, redirects /assessment and /help, and uses the alternate logo', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    await page.goto(csaOnly.baseUrl);
    await page.locator('h1').waitFor();
    expect(await page.locator('.app-pathway').count()).toBe(1);
    expect(await page.locator('.app-header__logo-image').getAttribute('src')).toBe(
      '/logo-kent.svg',
    );
    await page.goto(`${csaOnly.baseUrl}/assessment`);
    await page.waitForURL((url) => url.pathname === '/assessment/CSA');
    await page.goto(`${csaOnly.baseUrl}/help`);
    await page.waitForURL((url) => url.pathname === '/help/CSA');
    await context.close();
  });

  it('treats a pathway the council does not offer, or an unknown one, as a missing page', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await openPage(context);
    for (const address of ['/assessment/CARERS', '/assessment/FOO', '/help/XYZ']) {
      await page.goto(`${csaOnly.baseUrl}${address}`);
      await expect.poll(() => page.locator('h1').innerText()).toBe('Page was not found');
      expect(await page.title()).toMatch(/^Page was not found/);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
    // A missing page is not a fault: nothing goes to the error service. The signal that the
    // service would have heard by now: a real fault, raised after the missing pages (a
    // configuration that lists no pathway makes the home page throw), arrives, and it is the
    // only report.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, supportedFormTypes: [] } });
    });
    await page.goto(csaOnly.baseUrl);
    await expect.poll(() => collector.envelopes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(collector.envelopes).toHaveLength(1);
    expect(collector.envelopes[0]).toContain('NO_SUPPORTED_FORM_TYPE_CODES');
    await context.close();
  });
});
