import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * The area form in a real browser, driven by the keyboard alone: one CSA area and
 * one CARERS area from the first step to the overview, axe-clean on every kind of page met.
 */

let server: RunningServer;
let browser: Browser;
let token: string;

const needHelp = 'I need more help than I already have';
const canDo = 'I can do this for myself or with the support I already have';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = seedSession(server.dataDir).token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

async function createAssessment(formTypeCode: 'CSA' | 'CARERS'): Promise<string> {
  const created = (await api('POST', '/internal/v1/form', {
    formTypeCode,
    formName: `${formTypeCode} journey`,
    pageCount: 3,
  })) as { data: { id: string } };
  return created.data.id;
}

async function savedArea(formId: string, area: string): Promise<Record<string, unknown>> {
  const form = (await api('GET', `/internal/v1/form/${formId}`)) as {
    data: { dirtyFields: string };
  };
  return (JSON.parse(form.data.dirtyFields) as Record<string, Record<string, unknown>>)[area] ?? {};
}

/** A signed-in browser that has already rejected additional cookies, so no banner covers the
 * form (the shell journey checks the banner). */
async function signedInPage(): Promise<{
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  await signInContext(context, token);
  const { page, consoleErrors } = await openPage(context);
  return { context, page, consoleErrors };
}

/** What has keyboard focus, as "KIND:accessible text". */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const kind = element instanceof HTMLTextAreaElement ? 'TEXTAREA' : element.type.toUpperCase();
      return `${kind}:${element.labels?.[0]?.textContent?.trim() ?? ''}`;
    }
    if (element instanceof HTMLElement) return `${element.tagName}:${element.innerText.trim()}`;
    return '';
  });
}

/** Presses Tab until the focused element is `target`. */
async function tabTo(page: Page, target: string): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if ((await focused(page)) === target) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}; focus is on ${await focused(page)}`);
}

/** Waits for a step: its heading names it and holds focus (or the page has just loaded). */
async function waitForStep(page: Page, title: string, isFocused = true): Promise<void> {
  await page.waitForFunction(
    ([expected, mustHaveFocus]) => {
      const heading = document.getElementById('area-step-heading');
      return (
        heading?.textContent?.endsWith(expected) === true &&
        (!mustHaveFocus || document.activeElement === heading)
      );
    },
    [title, isFocused] as const,
  );
}

async function pressNext(page: Page, label: 'Next' | 'Continue' = 'Next'): Promise<void> {
  await tabTo(page, `BUTTON:${label}`);
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, `TEXTAREA:${label}`);
  await page.keyboard.type(text);
}

async function expectNoViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('the area form by keyboard alone', () => {
  it('completes the CSA personal hygiene area', async () => {
    const formId = await createAssessment('CSA');
    const { context, page, consoleErrors } = await signedInPage();
    await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/area/personalHygiene`);

    // Video page: no video recorded, so the transcript stands alone.
    await waitForStep(page, 'Introduction', false);
    expect(await page.locator('h1').innerText()).toBe('Your personal hygiene and appearance');
    expect(await page.title()).toMatch(
      /^Introduction – Step 1 of \d+ so far – Your personal hygiene and appearance/,
    );
    await expectNoViolations(page);
    await pressNext(page);

    // Help page, pressed Next with nothing answered: the error state.
    await waitForStep(page, 'Do you need more help with this?');
    // Unanswered, this page ends the area, so its button reads Continue.
    await pressNext(page, 'Continue');
    const summary = page.locator('.govuk-error-summary');
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe(
      'govuk-error-summary',
    );
    expect(await page.getByText('Above form has errors!').count()).toBe(1);
    expect(await page.locator('.govuk-error-message', { hasText: 'Required' }).count()).toBe(1);
    await expectNoViolations(page);

    // The summary's link takes focus to the question; arrow keys choose the answer.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe(`RADIO:${canDo}`);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(`RADIO:${needHelp}`);
    await page.getByRole('group', { name: 'Which of these do you need more help with?' }).waitFor();
    // The block loads the council's published links from the server.
    await page.locator('.app-suggestions a').first().waitFor();
    expect(await page.locator('.app-suggestions a').count()).toBeGreaterThan(0);
    expect(await page.getByText('Above form has errors!').count()).toBe(0);
    await tabTo(page, 'CHECKBOX:Washing yourself');
    await page.keyboard.press('Space');
    // Radio, checkbox and suggestions block on one page.
    await expectNoViolations(page);
    await pressNext(page);

    await waitForStep(page, 'Washing yourself');
    await pressNext(page);

    await waitForStep(page, 'Having a wash');
    await tabTo(page, 'RADIO:I can do this independently');
    await page.keyboard.press('Space');
    await tabTo(page, 'RADIO:Yes');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^TEXTAREA:/);
    await page.keyboard.type('The bath is too deep to climb into.');
    await tabTo(page, 'RADIO:Yes');
    await page.keyboard.press('Space');
    await expectNoViolations(page);
    await pressNext(page);

    await waitForStep(page, 'Remembering to wash');
    await tabTo(page, 'RADIO:Yes');
    await page.keyboard.press('ArrowDown');
    await pressNext(page);

    // The info page: seven textareas, the last optional.
    await waitForStep(page, 'Tell us what is and is not working for you in this area');
    const boxes = page.locator('textarea');
    expect(await boxes.count()).toBe(7);
    expect(await boxes.first().getAttribute('rows')).toBe('2');
    for (let index = 0; index < 6; index += 1) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^TEXTAREA:/);
      await page.keyboard.type(`Answer ${index + 1}`);
    }
    await expectNoViolations(page);
    await pressNext(page, 'Continue');

    await page.waitForURL(`${server.baseUrl}/assessment/CSA/${formId}`);
    expect(await savedArea(formId, 'personalHygiene')).toMatchObject({
      isComplete: true,
      answers: {
        needHelp,
        helpOptions: ['Washing yourself'],
        useBathShower: 'No',
        useBathShowerDetails: 'The bath is too deep to climb into.',
        needReminding: 'No',
        abilityToWashInfoIdeas: 'Answer 6',
      },
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('completes the CARERS caring role area', async () => {
    const formId = await createAssessment('CARERS');
    const { context, page, consoleErrors } = await signedInPage();
    await page.goto(`${server.baseUrl}/assessment/CARERS/${formId}/area/carerRole`);

    await waitForStep(page, 'Your carer assessment', false);
    await pressNext(page);

    await waitForStep(page, 'Yourself and what you enjoy');
    await typeInto(page, 'Tell us a little about yourself', 'I look after my mum.');
    await expectNoViolations(page);
    await pressNext(page);

    // Later sections open with a video page (questionnaire.md).
    await waitForStep(page, 'Your caring role');
    await pressNext(page);

    await waitForStep(page, 'The care you give');
    for (let index = 0; index < 2; index += 1) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^TEXTAREA:/);
      await page.keyboard.type('Cooking and shopping.');
    }
    await pressNext(page);

    await waitForStep(page, 'Time spent caring');
    await tabTo(page, 'RADIO:1-4');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('RADIO:10-19');
    // Each caring role answer has its follow-up details (questionnaire.md).
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^TEXTAREA:/);
    await page.keyboard.type('More at weekends.');
    await pressNext(page);

    // Later sections open with a video page (questionnaire.md).
    await waitForStep(page, 'Staying safe and well');
    await pressNext(page);

    // Yes/No pages: answering No needs no follow-up.
    for (const title of ['Feeling safe', 'Helping with tasks', 'Your own health']) {
      await waitForStep(page, title);
      await tabTo(page, 'RADIO:Yes');
      await page.keyboard.press('ArrowDown');
      await pressNext(page);
    }

    // Later sections open with a video page (questionnaire.md).
    await waitForStep(page, 'Looking ahead');
    await pressNext(page);

    await waitForStep(page, 'Carrying on caring');
    await tabTo(page, 'RADIO:Yes');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('RADIO:Yes, with some help');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A break once a week would help.');
    await expectNoViolations(page);
    await pressNext(page);

    await waitForStep(page, 'The future');
    await tabTo(page, 'RADIO:Yes');
    await page.keyboard.press('ArrowDown');
    await pressNext(page);

    // Later sections open with a video page (questionnaire.md).
    await waitForStep(page, 'Help from others');
    await pressNext(page);

    for (const title of ['Sharing the caring']) {
      await waitForStep(page, title);
      await tabTo(page, 'RADIO:Yes');
      await page.keyboard.press('ArrowDown');
      await pressNext(page);
    }

    // Yes opens its details box (questionnaire.md: details boxes appear on Yes).
    await waitForStep(page, 'Your GP');
    await tabTo(page, 'RADIO:Yes');
    await page.keyboard.press('Space');
    await tabTo(page, 'TEXTAREA:Tell us more about what your GP knows');
    await page.keyboard.type('They know and I get a flu jab.');
    await pressNext(page);

    await waitForStep(page, 'Planning for an emergency');
    await tabTo(page, 'RADIO:Yes');
    await page.keyboard.press('ArrowDown');
    await pressNext(page, 'Continue');

    await page.waitForURL(`${server.baseUrl}/assessment/CARERS/${formId}`);
    expect(await savedArea(formId, 'carerRole')).toMatchObject({
      isComplete: true,
      answers: {
        personalBackground: 'I look after my mum.',
        howManyHours: '10-19',
        continue: 'Yes, with some help',
        continueInfo: 'A break once a week would help.',
        gpAware: 'Yes',
        gpAwareInfo: 'They know and I get a flu jab.',
        howManyHoursInfo: 'More at weekends.',
      },
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the area form', () => {
  it("shows 'Page was not found' for an unknown area", async () => {
    const formId = await createAssessment('CSA');
    const { context, page, consoleErrors } = await signedInPage();
    await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/area/noSuchArea`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page was not found');
    await expectNoViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps unsaved answers through a reload', async () => {
    const formId = await createAssessment('CSA');
    const { context, page, consoleErrors } = await signedInPage();
    await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/area/personalHygiene`);
    await waitForStep(page, 'Introduction', false);
    await pressNext(page);
    await waitForStep(page, 'Do you need more help with this?');
    await tabTo(page, `RADIO:${canDo}`);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'CHECKBOX:Looking after your appearance');
    await page.keyboard.press('Space');

    await page.reload();
    await waitForStep(page, 'Do you need more help with this?', false);
    expect(await page.getByLabel(needHelp).isChecked()).toBe(true);
    expect(await page.getByLabel('Looking after your appearance').isChecked()).toBe(true);
    expect(await page.getByText(/We have put back the answers/).count()).toBe(1);
    await expectNoViolations(page);

    // Saved on Next as usual, and the note goes.
    await pressNext(page);
    await waitForStep(page, 'Looking after your appearance');
    expect(await savedArea(formId, 'personalHygiene')).toMatchObject({
      lastStepIndex: 2,
      isComplete: false,
      answers: { needHelp, helpOptions: ['Looking after your appearance'] },
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
