import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pathwayFor } from '@csa/questionnaire/content';
import { completePersonalDetails, fillAreaAnswers } from '@csa/server/test-support';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { callApi } from '../support/call-api.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { seedStaff as seedStaffIn } from '../support/seed-staff.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * A resident submits a CSA assessment saying they cannot dress and cannot wash without help;
 * customer services opens the case and sees, above the answers, both outcomes as appearing
 * unmet, the threshold line reached and the conditions left to the practitioner, on a wide
 * screen and on a phone. Every page is checked with axe.
 */

let server: RunningServer;
let browser: Browser;
const timeoutMs = 180_000;
const cannot = 'I cannot do this independently';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function api(token: string, method: string, url: string, body?: unknown) {
  return callApi(server.baseUrl, token, { method, url, body });
}

function seedStaff(name: string, email: string, roleNames: string[]): string {
  return seedStaffIn(server.dataDir, { name, email, roleNames });
}

/** A CSA submission saying the resident cannot dress and, unless `isAbleToWash`, cannot wash
 * without help: two outcomes appearing unmet, or one. */
async function submitUnableToDressAndWash(
  firstName = 'Olu',
  isAbleToWash = false,
): Promise<{ id: string; reference: string }> {
  const { token } = seedSession(server.dataDir, `${firstName} Adeyemi`);
  const created = await api(token, 'POST', '/internal/v1/form', {
    formTypeCode: 'CSA',
    formName: 'My assessment',
    pageCount: 3,
  });
  const pathway = pathwayFor('CSA');
  const area = (areaId: string, itemId: string, isUnable = true) => {
    const topic = pathway.topics.find((candidate) => candidate.id === areaId);
    if (!topic) throw new Error(`no area ${areaId}`);
    const answers = isUnable
      ? { ...fillAreaAnswers(topic, { needsHelp: true, chooseAll: true }), [itemId]: cannot }
      : fillAreaAnswers(topic);
    return { answers, lastStepIndex: 1, isComplete: true };
  };
  await api(token, 'PUT', `/internal/v1/form/${created.data.id}`, {
    dirtyFields: JSON.stringify({
      appropriatelyClothed: area('appropriatelyClothed', 'dressUpperBody'),
      personalHygiene: area('personalHygiene', 'washYourself', !isAbleToWash),
      personalDetails: { ...completePersonalDetails('CSA'), firstName },
    }),
    version: created.data.version,
  });
  const submitted = await api(
    token,
    'POST',
    `/internal/v1/form/${created.data.id}/remoteSubmission`,
    {},
  );
  return { id: created.data.id, reference: submitted.data.reference };
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the Care Act outcomes on the staff case page', () => {
  it(
    'shows both unmet outcomes and the threshold reached, above the answers',
    async () => {
      const submission = await submitUnableToDressAndWash();
      const token = seedStaff('Cara Services', 'cara@council.test', ['customer-services']);
      for (const width of [1280, 320]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await context.addCookies([
          { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
        ]);
        await signInContext(context, token);
        const { page, consoleErrors } = await openPage(context);
        await page.goto(`${server.baseUrl}/staff/submissions/${submission.id}`);
        const section = page.getByRole('region', { name: 'Care Act outcomes (indicative)' });
        await section.waitFor({ timeout: 15_000 });
        const unmet = section.getByRole('row').filter({ hasText: 'Appears unable to achieve' });
        expect(await unmet.getByRole('rowheader').allInnerTexts()).toEqual([
          'Being appropriately clothed (regulation 2(2)(d))',
          'Maintaining personal hygiene (regulation 2(2)(b))',
        ]);
        expect(await section.innerText()).toContain(
          '2 of 10 outcomes appear unmet. The indicative threshold of regulation 2 (two or more outcomes) is reached.',
        );
        expect(
          await section.getByRole('list', { name: 'For the practitioner to decide' }).innerText(),
        ).toContain('impairment or illness');
        const headings = await page.locator('main h2').allInnerTexts();
        expect(headings[0]).toBe('Care Act outcomes (indicative)');
        expect(headings.at(-1)).toBe('The submission');
        expect
          .soft({ width, overflow: await sidewaysOverflow(page) })
          .toEqual({ width, overflow: 0 });
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await context.close();
      }
    },
    timeoutMs,
  );
});

describe('the Care Act outcomes in the staff inbox', () => {
  it(
    'finds the case with two unmet outcomes with the threshold filter, and not a case with one',
    async () => {
      const two = await submitUnableToDressAndWash('Tomi');
      const one = await submitUnableToDressAndWash('Wale', true);
      const token = seedStaff('Cas Inbox', 'cas.inbox@council.test', ['customer-services']);
      for (const width of [1280, 320]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await context.addCookies([
          { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
        ]);
        await signInContext(context, token);
        const { page, consoleErrors } = await openPage(context);
        await page.goto(`${server.baseUrl}/staff`);
        const rowOf = (reference: string) =>
          page.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) });
        await rowOf(one.reference).waitFor({ timeout: 15_000 });
        expect(await rowOf(two.reference).innerText()).toContain('2 Reaches indicative threshold');
        expect(await rowOf(one.reference).innerText()).not.toContain('Reaches');
        expect(await accessibilityViolations(page)).toEqual([]);

        // By keyboard, as a member of staff who does not use a mouse would.
        await page.getByRole('combobox', { name: 'Sort by' }).focus();
        await page.keyboard.press('Tab');
        const filter = page.getByRole('checkbox', {
          name: 'Only cases that reach the indicative threshold',
        });
        expect(await filter.evaluate((element) => element === document.activeElement)).toBe(true);
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.waitForURL(/threshold=reached/);
        // The unfiltered list stays on the page until the filtered one arrives, and both hold
        // the two-outcome case: the one-outcome case leaving is what says the filter answered
        // (a wait that ends without it fails the test).
        await rowOf(one.reference).waitFor({ state: 'detached', timeout: 15_000 });
        expect(await rowOf(two.reference).count()).toBe(1);
        expect
          .soft({ width, overflow: await sidewaysOverflow(page) })
          .toEqual({ width, overflow: 0 });
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await context.close();
      }
    },
    timeoutMs,
  );
});
