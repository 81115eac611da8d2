import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * As a resident meets the service: the whole CSA journey by keyboard
 * alone (no mouse event is sent: only Tab, arrows, Space, Enter and typed characters), and a
 * sign-in that ends mid-area. axe (WCAG 2.2 A and AA) after every step; no console errors.
 */

let server: RunningServer;
let browser: Browser;
const journeyTimeoutMs = 240_000;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Focused {
  tag: string;
  id: string;
  type: string;
  name: string;
  inputName: string;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element) return { tag: '', id: '', type: '', name: '', inputName: '' };
    const label = element.labels?.[0]?.innerText ?? '';
    const name = element.getAttribute('aria-label') ?? (label || element.innerText || '');
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      type: element.type ?? '',
      name: name.replace(/\s+/g, ' ').trim(),
      inputName: element.name ?? '',
    };
  });
}

/** Presses Tab until the focused element matches; fails if it never does. */
async function tabTo(page: Page, what: string, matches: (element: Focused) => boolean) {
  for (let count = 0; count < 250; count += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

const named = (name: string | RegExp) => (element: Focused) =>
  typeof name === 'string' ? element.name === name : name.test(element.name);

async function pressButton(page: Page, name: string | RegExp) {
  await tabTo(page, `the ${String(name)} control`, named(name));
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, label: string | RegExp, text: string) {
  await tabTo(page, `the field ${String(label)}`, named(label));
  await page.keyboard.type(text);
}

/** Tabs into a radio group and moves with the arrow keys to the choice (arrows choose). */
async function chooseRadio(page: Page, group: string, choice: string | RegExp) {
  await tabTo(page, `the ${group} radios`, (element) => element.inputName === group);
  if (named(choice)(await focused(page))) {
    await page.keyboard.press('Space');
    return;
  }
  for (let count = 0; count < 10; count += 1) {
    await page.keyboard.press('ArrowDown');
    if (named(choice)(await focused(page))) return;
  }
  throw new Error(`no ${String(choice)} in ${group}`);
}

async function waitForHeading(page: Page, heading: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.locator('h1').first().innerText(), { timeout: 15_000 })
    .toMatch(heading);
}

async function waitForStep(page: Page, step: RegExp): Promise<void> {
  await expect
    .poll(() => page.locator('#area-step-heading').innerText(), { timeout: 15_000 })
    .toMatch(step);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function declinedCookiesContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  return context;
}

describe('a resident who uses only the keyboard', () => {
  it(
    'signs up, completes a CSA area, gives personal details and submits',
    async () => {
      const context = await declinedCookiesContext();
      const { page, consoleErrors } = await openPage(context);
      const email = `keyboard-${Date.now()}@example.test`;

      // The first Tab of a fresh page reaches the skip link (focus starts at the document).
      await page.goto(server.baseUrl);
      await waitForHeading(page, /Get help with care and support/);
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('Skip to main content');
      await expectAccessible(page);

      // Sign up.
      await pressButton(page, 'Sign Up');
      await waitForHeading(page, 'Create an account');
      // After a navigation focus is on the new page's h1, so Tab carries on from there.
      expect((await focused(page)).tag).toBe('h1');
      await expectAccessible(page);
      await typeInto(page, 'Full name', 'Kay Board');
      await typeInto(page, 'Email address', email);
      await typeInto(page, 'Create a password', 'tab tab space enter arrows');
      await typeInto(page, 'Postcode', 'SE15 6JY');
      await pressButton(page, 'Create account');
      await page.getByRole('button', { name: /Account menu for/ }).waitFor();

      // Start a CSA assessment.
      await page.goto(`${server.baseUrl}/assessment/CSA`);
      await waitForHeading(page, 'Your self-assessments for care and support');
      await expectAccessible(page);
      await pressButton(page, /Start a new assessment/);
      await waitForHeading(page, /Your care and support assessment/);
      await expectAccessible(page);
      await pressButton(page, 'Your day-to-day relationships with family and friends');

      // The area: the video page, then the key question branching to the checklist.
      await waitForStep(page, /Step 1 of/);
      await expectAccessible(page);
      await pressButton(page, 'Next');
      await waitForStep(page, /Step 2 of/);
      await chooseRadio(page, 'needHelp', 'I need more help than I already have');
      await tabTo(page, 'the checklist', named('Keeping in touch with family and friends'));
      await page.keyboard.press('Space');
      await expectAccessible(page);
      await pressButton(page, 'Next');
      await waitForStep(page, /Step 3 of/);
      await expectAccessible(page);
      await pressButton(page, 'Next');
      await waitForStep(page, /Step 4 of/);
      await chooseRadio(page, 'seeFamilyFriends', /with some difficulty/);
      await chooseRadio(page, 'contactFamilyFriends', /with some difficulty/);
      await expectAccessible(page);
      await pressButton(page, 'Next');
      await waitForStep(page, /Step 5 of 5/);
      for (const label of [
        'What do you want to be able to do?',
        'How often do you need help with this?',
        'Describe a typical day',
        'What have you already tried?',
        'What equipment do you already use?',
        'Do you have any ideas about what could help?',
      ]) {
        await typeInto(page, label, 'Written with the keyboard.');
      }
      await expectAccessible(page);
      await pressButton(page, /^(Next|Continue)$/);
      await waitForHeading(page, /Your care and support assessment/);
      await expect
        .poll(() => page.locator('#task-manageRelationships-status').innerText())
        .toBe('Completed');

      // Personal details, leaving the optional Gender radios unanswered on the way through.
      await pressButton(page, 'I have finished this section, continue');
      await pressButton(page, 'Add your personal details');
      await waitForHeading(page, 'Your personal details');
      await expectAccessible(page);
      // What the account knows is filled in already (WCAG 3.3.7): nothing is asked twice.
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Kay');
      expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Board');
      expect(await page.getByLabel('Email address (optional)').inputValue()).toBe(email);
      expect(await page.getByLabel('Search for the address').inputValue()).toBe('SE15 6JY');
      await typeInto(page, 'Day', '7');
      await typeInto(page, 'Month', '3');
      await typeInto(page, 'Year', '1950');
      await tabTo(page, 'the address search', named('Search for the address'));
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Colebrooke');
      // 426 addresses match: the first 20 are listed, and the resident is told more exist.
      await expect
        .poll(() => page.locator('#address').locator('xpath=ancestor::fieldset[1]').innerText())
        .toMatch(/426 addresses found. The first 20 are listed below. If yours is not among/);
      expect(await page.locator('#address-results option').count()).toBe(21);
      await page.keyboard.type(' Street SE15 6JY');
      await expect
        .poll(() => page.locator('#address').locator('xpath=ancestor::fieldset[1]').innerText())
        .toMatch(/addresses? found/);
      // Choosing from the list is using it.
      await tabTo(page, 'the address list', named(/^Select the address/));
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.locator('#address-results').inputValue()).not.toBe('');
      await tabTo(page, 'the gender radios', (element) => element.inputName === 'gender');
      await expectAccessible(page);
      await pressButton(page, 'Save and continue');

      // Preview and submit.
      await waitForHeading(page, /Your care and support assessment/);
      await pressButton(page, 'Preview and submit');
      await waitForHeading(page, 'Check your answers before sending');
      await page.getByText('Colebrooke Street').first().waitFor();
      await expectAccessible(page);
      await pressButton(page, 'Accept and send');
      await waitForHeading(page, 'Assessment sent');
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    journeyTimeoutMs,
  );
});

describe('a sign-in that ends while the resident is answering', () => {
  it(
    'keeps the answers, says so, and returns to the same step after logging in again',
    async () => {
      const email = `ends-${Date.now()}@example.test`;
      const password = 'the kettle is on again';
      const signUp = await fetch(`${server.baseUrl}/auth/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Ana Sessions', email, password, postcode: 'SE15 6JY' }),
      });
      expect(signUp.status).toBe(201);
      const { token } = ((await signUp.json()) as { data: { token: string } }).data;
      const created = await fetch(`${server.baseUrl}/internal/v1/form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          formTypeCode: 'CSA',
          formName: 'Care and Support Assessment Form',
          pageCount: 3,
        }),
      });
      const formId = ((await created.json()) as { data: { id: string } }).data.id;

      const context = await declinedCookiesContext();
      await signInContext(context, token);
      const { page, consoleErrors } = await openPage(context);
      await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/area/manageRelationships`);
      await waitForStep(page, /Step 1 of/);
      await page.getByRole('button', { name: 'Next' }).click();
      await waitForStep(page, /Step 2 of/);
      await page.getByLabel('I need more help than I already have').check();
      await page.getByLabel('Meeting people and making new friends').check();

      // The same sign-in is ended in another browser.
      const elsewhere = await declinedCookiesContext();
      await signInContext(elsewhere, token);
      const other = (await openPage(elsewhere)).page;
      await other.goto(server.baseUrl);
      await other.getByRole('button', { name: /Account menu for/ }).click();
      await Promise.all([
        other.waitForEvent('load'),
        other.getByRole('button', { name: 'Logout' }).click(),
      ]);
      await elsewhere.close();

      // Next: the save is refused, and the page says why instead of "Try again" forever.
      await page.getByRole('button', { name: 'Next' }).click();
      await waitForHeading(page, 'Your sign-in has ended');
      // The header says signed out.
      await page.locator('header').getByRole('button', { name: 'Log In', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /Account menu for/ }).count()).toBe(0);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Log in again' }).click();
      await waitForHeading(page, 'Sign in');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Back on the same step with the unsaved answers.
      await page.waitForURL(/\/area\/manageRelationships$/);
      await waitForStep(page, /Step 2 of/);
      expect(await page.getByLabel('I need more help than I already have').isChecked()).toBe(true);
      expect(await page.getByLabel('Meeting people and making new friends').isChecked()).toBe(true);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await waitForStep(page, /Step 3 of/);
      expect(consoleErrors.filter((text) => !/401/.test(text))).toEqual([]);
      await context.close();
    },
    journeyTimeoutMs,
  );
});

describe('a password reset in a signed-in tab', () => {
  /** Signs a new resident up, opens a signed-in tab and returns their reset link. */
  async function signedInTabWithResetLink() {
    const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const signUp = await fetch(`${server.baseUrl}/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Rita Reset',
        email,
        password: 'first of many passphrases',
        postcode: 'SE15 6JY',
      }),
    });
    const { token } = ((await signUp.json()) as { data: { token: string } }).data;
    const context = await declinedCookiesContext();
    await signInContext(context, token);
    const { page, consoleErrors } = await openPage(context);
    await page.goto(server.baseUrl);
    await page.getByRole('button', { name: /Account menu for/ }).waitFor();

    await fetch(`${server.baseUrl}/auth/recover`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const outbox = (await (await fetch(`${server.baseUrl}/dev/outbox`)).json()) as {
      data: { recipient: string; template: string; body: string }[];
    };
    const message = outbox.data.find(
      (entry) => entry.recipient === email && entry.template === 'reset-password',
    );
    const link = new URL(
      /https?:\/\/\S+reset-password\?key=\S+/.exec(message?.body ?? '')?.[0] ?? '',
    );
    return { context, page, consoleErrors, resetPath: `${link.pathname}${link.search}` };
  }

  async function expectSignedOut(page: Page, consoleErrors: string[]) {
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Account menu for/ }).count()).toBe(0);
    await expectAccessible(page);
    expect(consoleErrors.filter((text) => !/401/.test(text))).toEqual([]);
  }

  it('signs the tab out, since the reset ended every sign-in of the account', async () => {
    const { context, page, consoleErrors, resetPath } = await signedInTabWithResetLink();
    await page.goto(`${server.baseUrl}${resetPath}`);
    await page.getByLabel('New password').fill('second of many passphrases');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').first().waitFor();
    await expectSignedOut(page, consoleErrors);
    await context.close();
  });

  it('signs the tab out too when its own sign-in check was still on its way at the reset', async () => {
    const { context, page, consoleErrors, resetPath } = await signedInTabWithResetLink();
    // On a slow connection the page's start-up check of its sign-in is answered (still
    // signed in) only after the resident has already changed the password.
    let releaseCheck: () => void = () => undefined;
    const checkAnswered = new Promise<void>((resolve) => (releaseCheck = resolve));
    await page.route(
      '**/internal/v1/userProfile',
      async (route) => {
        const response = await route.fetch();
        await checkAnswered;
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    await page.goto(`${server.baseUrl}${resetPath}`);
    await page.getByLabel('New password').fill('second of many passphrases');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').first().waitFor();
    releaseCheck();
    await expectSignedOut(page, consoleErrors);
    await context.close();
  });
});

describe('narrow screens (320 px, as at 400% zoom)', () => {
  it('keeps the cookie policy within the screen: its table scrolls in its own box', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${server.baseUrl}/cookie-policy`);
    await waitForHeading(page, 'Cookie policy');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.getByRole('region', { name: 'Cookies we use' }).waitFor();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
