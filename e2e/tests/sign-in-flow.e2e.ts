import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
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

const accountQuestion = 'Which account do you want to use?';

const newEmail = () => `grace.${randomUUID()}@example.test`;

/** A real account made through the built-in gateway, returning its session token. */
async function signUpToken(email = newEmail(), name = 'Grace Hopper'): Promise<string> {
  const response = await fetch(`${server.baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      password: 'a long and unusual passphrase',
      postcode: 'SE15 4AB',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** What the web app keeps in local storage when it sends the resident to a gateway: the state
 * the gateway sends back with the token (decision 0100). */
async function rememberSignInState(context: BrowserContext, state: string): Promise<void> {
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('token')) {
      const states = [{ state: value, expiresAt: Date.now() + 60_000 }];
      localStorage.setItem('signInStates', JSON.stringify(states));
    }
  }, state);
}

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  // A choice already made, so the banner does not cover what these tests look at.
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  return context;
}

describe('the sign-in state machine of spec §4 in a real browser', () => {
  it('signs in from a token in the address that this browser asked for, and removes both from the address', async () => {
    const token = await signUpToken();
    const context = await newContext();
    await rememberSignInState(context, 'state-made-here');
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/cookie-policy?token=${token}&state=state-made-here`);
    await page.getByRole('button', { name: /Account menu for Grace Hopper/ }).waitFor();
    expect(await page.getByRole('heading', { name: accountQuestion }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/cookie-policy');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
    expect(await page.getByRole('link', { name: 'Assessments' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes the token out of the address before the page it arrived on has loaded', async () => {
    // A run beside a busy core once found the token still in the address once the resident
    // showed as signed in: the page's own code (a chunk of its own) came after the sign-in
    // check, and the address was cleaned only by a navigation that waits for it. Holding that
    // chunk until the sign-in shows makes the slow load happen every time.
    const token = await signUpToken();
    const context = await newContext();
    await rememberSignInState(context, 'state-made-here');
    const { page, consoleErrors } = await openPage(context);
    let releaseChunk = () => {};
    let isChunkAskedFor = false;
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route('**/assets/cookie-policy-page-*.js', async (route) => {
      isChunkAskedFor = true;
      await chunkHeld;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/cookie-policy?token=${token}&state=state-made-here`, {
      waitUntil: 'commit',
    });
    await page.getByRole('button', { name: /Account menu for Grace Hopper/ }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => window.location.search)).toBe('');
    releaseChunk();
    await page.getByRole('heading', { level: 1, name: 'Cookie policy' }).waitFor();
    // The page came through the hold, so it had not arrived when the address was checked.
    expect(isChunkAskedFor).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/cookie-policy');
    expect(new URL(page.url()).search).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('returns to the page saved before the sign-in redirect', async () => {
    const token = await signUpToken();
    const context = await newContext();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('token')) sessionStorage.setItem('savedPage', '/help/CARERS');
    });
    await rememberSignInState(context, 'state-made-here');
    const { page } = await openPage(context);
    await page.goto(`${server.baseUrl}/?token=${token}&state=state-made-here`);
    await page.waitForURL((url) => url.pathname === '/help/CARERS');
    expect(await page.evaluate(() => sessionStorage.getItem('savedPage'))).toBeNull();
    await context.close();
  });

  it('treats a dead token as signed out, quietly', async () => {
    const context = await newContext();
    const { page } = await openPage(context);
    await page.goto(`${server.baseUrl}/?token=not-a-live-token`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.locator('h1').innerText()).toBe('Get help with care and support');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('shows the authentication failure screen when the profile call fails otherwise', async () => {
    const token = await signUpToken();
    const context = await newContext();
    const { page } = await openPage(context);
    await page.route('**/internal/v1/userProfile', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${server.baseUrl}/?token=${token}`);
    await expect
      .poll(() => page.locator('h1').innerText())
      .toBe('Could not start due to authentication failure');
    for (const name of ['Login', 'Logout', 'Refresh page']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('guards the account page: notice, then the sign-in page after 2 seconds', async () => {
    const context = await newContext();
    const { page } = await openPage(context);
    await page.goto(`${server.baseUrl}/account`);
    // Both moments are read inside the browser as they happen, so a slow test machine polling
    // late cannot shorten the measured wait.
    const shownAt = await (
      await page.waitForFunction(() =>
        document.querySelector('main')?.textContent?.includes('Redirecting to login/signup page...')
          ? Date.now()
          : false,
      )
    ).jsonValue();
    const redirectedAt = await (
      await page.waitForFunction(
        () => (window.location.pathname === '/login' ? Date.now() : false),
        undefined,
        { timeout: 10_000 },
      )
    ).jsonValue();
    expect(Number(redirectedAt) - Number(shownAt)).toBeGreaterThan(1500);
    await page.goto(`${server.baseUrl}/account`);
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain('Redirecting to login/signup page...');
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('never switches a signed-in resident to the account of a token in the address without asking', async () => {
    const mine = await signUpToken(newEmail(), 'Ada Lovelace');
    const theirs = await signUpToken(newEmail(), 'Mallory Jones');
    for (const choice of ['Stay signed in as Ada Lovelace', 'Continue as Mallory Jones']) {
      const context = await newContext();
      await context.addInitScript((value) => {
        if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', value);
      }, mine);
      const { page, consoleErrors } = await openPage(context);
      await page.goto(`${server.baseUrl}/`);
      await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).waitFor();
      const entriesBefore = await page.evaluate(() => history.length);

      await page.goto(`${server.baseUrl}/assessment/CSA?token=${theirs}`);
      const question = page.getByRole('heading', { name: accountQuestion });
      await question.waitFor();
      const main = page.getByRole('main');
      expect(await main.getByText('Mallory Jones').count()).toBeGreaterThan(0);
      expect(await main.getByText('Ada Lovelace').count()).toBeGreaterThan(0);
      // Nothing happens as the other account until the resident chooses.
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(mine);
      expect(page.url()).not.toContain('token=');
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: choice }).click();
      const isSwitch = choice.startsWith('Continue');
      const expectedName = isSwitch ? 'Mallory Jones' : 'Ada Lovelace';
      await page
        .getByRole('button', { name: new RegExp(`Account menu for ${expectedName}`) })
        .waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(
        isSwitch ? theirs : mine,
      );
      expect(new URL(page.url()).pathname).toBe('/assessment/CSA');
      expect(page.url()).not.toContain('token=');
      // No entry of the history holds the token: going back leads to the page before it.
      expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
      await page.goBack();
      expect(page.url()).not.toContain('token=');
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('removes a token that does not work from the address too', async () => {
    const context = await newContext();
    const { page } = await openPage(context);
    await page.goto(`${server.baseUrl}/cookie-policy?token=not-a-real-token&x=1`);
    await page.getByRole('button', { name: 'Log In' }).first().waitFor();
    expect(page.url()).not.toContain('token=');
    await context.close();
  });

  it('ends the sign-in on a 401 (decision 0032) and announces 5xx with the banner of spec §8', async () => {
    const token = await signUpToken();
    const context = await newContext();
    await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
    const { page } = await openPage(context);

    await page.route('**/internal/v1/form?**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${server.baseUrl}/assessment/CSA`);
    // The page says the sign-in ended and offers to log in again, in place of the 401 banner.
    await page.getByRole('heading', { name: 'Your sign-in has ended' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log in again' }).count()).toBe(1);
    expect(
      await page.getByRole('alert').filter({ hasText: 'Authentication is required' }).count(),
    ).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await accessibilityViolations(page)).toEqual([]);

    await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
    await page.unroute('**/internal/v1/form?**');
    await page.route('**/internal/v1/form?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.reload();
    const serverBanner = page
      .getByRole('alert')
      .filter({ hasText: 'Server responded with an unexpected error' });
    await serverBanner.first().waitFor();
    await serverBanner.first().getByRole('button', { name: 'Dismiss' }).click();
    expect(await serverBanner.count()).toBe(0);
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link, then signs in with it', async () => {
    const email = newEmail();
    await signUpToken(email);
    const context = await newContext();
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'I have forgotten my password' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /e-?mail/i })
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const outbox = (await (await fetch(`${server.baseUrl}/dev/outbox`)).json()) as {
      data: { recipient: string; template: string; body: string }[];
    };
    const message = outbox.data.find(
      (entry) => entry.recipient === email && entry.template === 'reset-password',
    );
    const link = /https?:\/\/\S+reset-password\?key=\S+/.exec(message?.body ?? '')?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link ?? '');
    await page.goto(`${server.baseUrl}${pathname}${search}`);
    await page.getByLabel('New password').waitFor();
    // The key leaves the address (and so the history) as soon as the page has it.
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.search === '');
    expect(await page.evaluate(() => window.location.href)).not.toContain(search.slice(1));
    await page.getByLabel('New password').fill('another long passphrase for grace');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').first().waitFor();

    const login = await fetch(`${server.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'another long passphrase for grace' }),
    });
    expect(login.status).toBe(200);
    const oldPassword = await fetch(`${server.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long and unusual passphrase' }),
    });
    expect(oldPassword.status).toBe(401);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('explains sign-in mistakes in a focused error summary linked to the fields', async () => {
    const email = newEmail();
    await signUpToken(email);
    const context = await newContext();
    const { page } = await openPage(context);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const summary = page.locator('.govuk-error-summary');
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'govuk-error-summary',
    );
    const links = summary.getByRole('link');
    expect(await links.count()).toBe(2);
    expect(await links.first().getAttribute('href')).toBe('#login-email');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the right password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => summary.innerText())
      .toContain('The email address or password is not correct');
    expect(await page.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a sign-in link this browser did not ask for (login CSRF)', () => {
  it('signs in through the built-in pages without asking, and asks in a new tab opened from a link', async () => {
    const email = newEmail();
    await signUpToken(email, 'Ada Lovelace');
    const theirs = await signUpToken(newEmail(), 'Mallory Jones');
    const context = await newContext();
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).waitFor();
    expect(await page.getByRole('heading', { name: accountQuestion }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A link in an e-mail or another site, opened in a tab of its own: that tab's session
    // storage is empty, so nobody is signed in there.
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.target = '_blank';
      link.textContent = 'Your assessment';
      document.body.append(link);
    }, `${server.baseUrl}/assessment/CSA?token=${theirs}`);
    const [linkedPage] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Your assessment' }).click(),
    ]);
    linkedPage.on('pageerror', (error) => consoleErrors.push(error.message));
    await linkedPage.getByRole('heading', { name: accountQuestion }).waitFor();
    const main = linkedPage.getByRole('main');
    expect(await main.getByText('You are not signed in.').count()).toBe(1);
    expect(await main.getByText('Mallory Jones (').count()).toBeGreaterThan(0);
    expect(linkedPage.url()).not.toContain('token=');
    expect(await linkedPage.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await linkedPage.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    expect(await accessibilityViolations(linkedPage)).toEqual([]);

    await linkedPage.getByRole('button', { name: 'Do not sign in' }).click();
    await linkedPage.getByRole('heading', { name: accountQuestion }).waitFor({ state: 'detached' });
    expect(await linkedPage.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await linkedPage.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    expect(await accessibilityViolations(linkedPage)).toEqual([]);
    // The resident's own tab is still theirs.
    await page.reload();
    await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('asks in a browser where nobody is signed in, and signs in only when the resident continues', async () => {
    const theirs = await signUpToken(newEmail(), 'Mallory Jones');
    const context = await newContext();
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/cookie-policy?token=${theirs}`);
    await page.getByRole('heading', { name: accountQuestion }).waitFor();
    expect(await page.getByRole('main').getByText('You are not signed in.').count()).toBe(1);
    expect(page.url()).not.toContain('token=');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Continue as Mallory Jones' }).click();
    await page.getByRole('button', { name: /Account menu for Mallory Jones/ }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(theirs);
    expect(new URL(page.url()).pathname).toBe('/cookie-policy');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
