import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { signInContext } from '../support/seed-session.ts';
import { seedStaff } from '../support/seed-staff.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * Assisted digital in a real browser, by keyboard alone (Tab, arrows, Space, Enter and typed
 * characters): a customer services member of staff starts a CSA assessment for a caller and
 * answers an area, then finishes with the caller; a colleague takes it over, gives the
 * personal details and submits it, and the inbox marks it Phone; a second caller then starts
 * with nothing of the first on any page or in the tab's storage. axe (WCAG 2.2 A and AA) on every page in the staff mode;
 * no console errors.
 */

let server: RunningServer;
let browser: Browser;
const journeyTimeoutMs = 300_000;

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
  name: string;
  inputName: string;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element) return { tag: '', name: '', inputName: '' };
    const label = element.labels?.[0]?.innerText ?? '';
    const name = element.getAttribute('aria-label') ?? (label || element.innerText || '');
    return {
      tag: element.tagName.toLowerCase(),
      name: name.replace(/\s+/g, ' ').trim(),
      inputName: element.name ?? '',
    };
  });
}

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

async function staffContext(token: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  await signInContext(context, token);
  return context;
}

async function bannerText(page: Page): Promise<string> {
  return page.locator('.app-acting-for-banner').innerText();
}

/** From the inbox to the start form, and a caller's details typed in. */
async function startCaller(page: Page, firstName: string, lastName: string): Promise<void> {
  await page.goto(`${server.baseUrl}/staff`);
  await waitForHeading(page, 'Submissions');
  await expectAccessible(page);
  await pressButton(page, /^Phone callers: start or continue/);
  await waitForHeading(page, 'Phone callers');
  await expectAccessible(page);
  await pressButton(page, 'Start an assessment for a caller');
  await waitForHeading(page, 'Start an assessment for a caller');
  await expectAccessible(page);
  await typeInto(page, 'First name', firstName);
  await typeInto(page, 'Last name', lastName);
  await typeInto(page, 'Phone number', '020 7946 0000');
  await chooseRadio(page, 'isCallerThePerson', 'Yes');
  await tabTo(page, 'the agreement', named(/^The resident agreed/));
  await page.keyboard.press('Space');
  await pressButton(page, 'Start the assessment');
  await waitForHeading(page, /Your care and support assessment/);
  await expect
    .poll(() => bannerText(page))
    .toContain(`You are completing this for ${firstName} ${lastName}. Channel: phone.`);
  await expectAccessible(page);
}

describe('staff taking an assessment for a caller by phone, keyboard only', () => {
  it(
    'one starts it, a colleague takes it over and submits it, and the next caller starts empty',
    async () => {
      const cara = seedStaff(server.dataDir, {
        name: 'Cara Services',
        email: 'cara@council.test',
        roleNames: ['customer-services'],
      });
      const colin = seedStaff(server.dataDir, {
        name: 'Colin Services',
        email: 'colin@council.test',
        roleNames: ['customer-services'],
      });

      // Cara starts it; an empty start form says what is missing first.
      const caraContext = await staffContext(cara);
      const { page, consoleErrors } = await openPage(caraContext);
      await page.goto(`${server.baseUrl}/staff/callers/new`);
      await waitForHeading(page, 'Start an assessment for a caller');
      await pressButton(page, 'Start the assessment');
      await page.locator('.govuk-error-summary').waitFor();
      expect(await page.locator('.govuk-error-summary').innerText()).toMatch(
        /Enter a phone number, email address or postal address for the caller/,
      );
      await expectAccessible(page);
      await startCaller(page, 'Winifred', 'Atwell');

      // She answers an area with the caller, through the residents' own pages.
      await pressButton(page, 'Your day-to-day relationships with family and friends');
      await waitForStep(page, /Step 1 of/);
      expect(await bannerText(page)).toContain('Winifred Atwell');
      await expectAccessible(page);
      await pressButton(page, 'Next');
      await waitForStep(page, /Step 2 of/);
      await chooseRadio(page, 'needHelp', 'I need more help than I already have');
      await tabTo(page, 'the checklist', named('Keeping in touch with family and friends'));
      await page.keyboard.press('Space');
      await pressButton(page, 'Next');
      await waitForStep(page, /Step 3 of/);
      await pressButton(page, 'Next');
      await waitForStep(page, /Step 4 of/);
      await chooseRadio(page, 'seeFamilyFriends', /with some difficulty/);
      await chooseRadio(page, 'contactFamilyFriends', /with some difficulty/);
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
        await typeInto(page, label, 'Told to the council by phone.');
      }
      await expectAccessible(page);
      await pressButton(page, /^(Next|Continue)$/);
      await waitForHeading(page, /Your care and support assessment/);
      await expect
        .poll(() => page.locator('#task-manageRelationships-status').innerText())
        .toBe('Completed');

      // She finishes with the caller from the banner's link.
      await pressButton(page, 'Phone callers');
      await waitForHeading(page, 'Phone callers');
      await expectAccessible(page);
      await pressButton(page, 'Finish with this caller');
      await expect.poll(() => page.locator('.app-acting-for-banner').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await caraContext.close();

      // Colin takes it over from the list of his colleagues' callers.
      const colinContext = await staffContext(colin);
      const colinPage = await openPage(colinContext);
      const other = colinPage.page;
      // Which address answered 404, should the console report one.
      const notFound: string[] = [];
      other.on('response', (response) => {
        if (response.status() === 404) notFound.push(response.url());
      });
      await other.goto(`${server.baseUrl}/staff/callers`);
      await waitForHeading(other, 'Phone callers');
      await other.getByText('Winifred Atwell', { exact: true }).waitFor();
      await expectAccessible(other);
      await pressButton(other, /^Take over/);
      await waitForHeading(other, /Your care and support assessment/);
      await expect.poll(() => bannerText(other)).toContain('Winifred Atwell');
      await expect
        .poll(() => other.locator('#task-manageRelationships-status').innerText())
        .toBe('Completed');

      // The personal details: nothing of Colin's own account is filled in.
      await pressButton(other, 'I have finished this section, continue');
      await pressButton(other, 'Add your personal details');
      await waitForHeading(other, 'Your personal details');
      expect(await other.getByLabel('First name', { exact: true }).inputValue()).toBe('');
      expect(await other.getByLabel('Email address (optional)').inputValue()).toBe('');
      await expectAccessible(other);
      await typeInto(other, 'First name', 'Winifred');
      await typeInto(other, 'Last name', 'Atwell');
      await typeInto(other, 'Day', '7');
      await typeInto(other, 'Month', '3');
      await typeInto(other, 'Year', '1940');
      await typeInto(other, 'Search for the address', 'Colebrooke Street SE15 6JY');
      await expect
        .poll(() => other.locator('#address').locator('xpath=ancestor::fieldset[1]').innerText())
        .toMatch(/addresses? found/);
      await tabTo(other, 'the address list', named(/^Select the address/));
      await other.keyboard.press('ArrowDown');
      await expect.poll(() => other.locator('#address-results').inputValue()).not.toBe('');
      await pressButton(other, 'Save and continue');
      await waitForHeading(other, /Your care and support assessment/);
      await pressButton(other, 'Preview and submit');
      await waitForHeading(other, 'Check your answers before sending');
      await expectAccessible(other);
      await pressButton(other, 'Accept and send');
      await waitForHeading(other, 'Assessment sent');
      expect(await bannerText(other)).toContain('Winifred Atwell');
      await expectAccessible(other);

      // The team's inbox shows it as a phone submission.
      await other.goto(`${server.baseUrl}/staff`);
      await waitForHeading(other, 'Submissions');
      const row = other.locator('tr', { hasText: 'Winifred Atwell' });
      await expect.poll(() => row.locator('.govuk-tag', { hasText: 'Phone' }).count()).toBe(1);
      await expectAccessible(other);

      // The next caller starts from nothing: no page and no stored draft holds the first.
      await startCaller(other, 'Second', 'Caller');
      expect(await other.locator('#task-manageRelationships-status').innerText()).not.toBe(
        'Completed',
      );
      expect(await other.locator('main').innerText()).not.toContain('Winifred');
      await other.goto(`${other.url()}/submitter`);
      await waitForHeading(other, 'Your personal details');
      expect(await other.getByLabel('First name', { exact: true }).inputValue()).toBe('');
      expect(await other.getByLabel('Last name', { exact: true }).inputValue()).toBe('');
      await expectAccessible(other);
      const stored = await other.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
      expect(stored).not.toContain('Winifred');
      expect(stored).not.toContain('Atwell');
      expect(notFound).toEqual([]);
      expect(colinPage.consoleErrors).toEqual([]);
      await colinContext.close();
    },
    journeyTimeoutMs,
  );
});
