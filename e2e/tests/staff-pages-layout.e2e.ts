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
 * The staff and admin pages as council staff use them on a phone (320 px) and at 200% zoom
 * (a 1280 px screen is 640 CSS pixels wide): nothing scrolls sideways, the avatar's initials
 * stay in their circle for the widest pairs, the header links to the staff and admin pages,
 * the case page's section headings are smaller than its title, and on a wide screen the
 * inbox's Apply filters button lines up with its inputs. Every page is checked with axe.
 */

let server: RunningServer;
let browser: Browser;
const timeoutMs = 180_000;

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

async function submitCarersAssessment(): Promise<string> {
  const { token } = seedSession(server.dataDir, 'Mary Seacole');
  const created = await api(token, 'POST', '/internal/v1/form', {
    formTypeCode: 'CARERS',
    formName: 'For my mother',
    pageCount: 3,
  });
  const pathway = pathwayFor('CARERS');
  const dirtyFields: Record<string, unknown> = {
    personalDetails: { ...completePersonalDetails('CARERS'), firstName: 'Mary' },
  };
  for (const areaId of ['carerRole', 'carerManageNutrition']) {
    const topic = pathway.topics.find((candidate) => candidate.id === areaId);
    if (!topic) throw new Error(`no area ${areaId}`);
    dirtyFields[areaId] = { answers: fillAreaAnswers(topic), lastStepIndex: 1, isComplete: true };
  }
  await api(token, 'PUT', `/internal/v1/form/${created.data.id}`, {
    dirtyFields: JSON.stringify(dirtyFields),
    version: created.data.version,
  });
  const submitted = await api(
    token,
    'POST',
    `/internal/v1/form/${created.data.id}/remoteSubmission`,
    {},
  );
  return submitted.data.reference;
}

async function waitForHeading(page: Page, heading: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.locator('h1').first().innerText(), { timeout: 15_000 })
    .toMatch(heading);
}

/** How far the page scrolls sideways: 0 when everything fits the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far the avatar's initials reach beyond their circle. */
const avatarOverflow = (page: Page) =>
  page.locator('.app-avatar').evaluate((avatar) => ({
    text: avatar.textContent,
    across: avatar.scrollWidth - avatar.clientWidth,
    down: avatar.scrollHeight - avatar.clientHeight,
  }));

describe('the staff pages on a phone and at 200% zoom', () => {
  it(
    'fit the screen, keep the avatar whole, link staff to their pages and keep headings in order',
    async () => {
      const reference = await submitCarersAssessment();
      const staff = [
        // The widest pairs of initials: a single-word address gives its first two letters.
        {
          token: seedStaff('Mary Mwangi', 'mw@council.test', ['carers-centre', 'admin']),
          initials: 'MW',
        },
        {
          token: seedStaff('Mary Moore', 'mary.moore@council.test', ['carers-centre']),
          initials: 'MM',
        },
      ];
      for (const width of [320, 414, 640, 1280]) {
        for (const member of staff) {
          const context = await browser.newContext({ viewport: { width, height: 800 } });
          await context.addCookies([
            { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
          ]);
          await signInContext(context, member.token);
          const { page, consoleErrors } = await openPage(context);
          await page.goto(`${server.baseUrl}/staff`);
          await waitForHeading(page, 'Submissions');
          await page.getByRole('link', { name: reference }).waitFor();
          expect
            .soft({ width, overflow: await sidewaysOverflow(page) })
            .toEqual({ width, overflow: 0 });
          expect
            .soft(await avatarOverflow(page))
            .toEqual({ text: member.initials, across: 0, down: 0 });
          const header = page.getByRole('navigation', { name: 'Main' });
          expect(await header.getByRole('link', { name: 'Staff' }).getAttribute('href')).toBe(
            '/staff',
          );
          expect(await header.getByRole('link', { name: 'Admin' }).count()).toBe(
            member.initials === 'MW' ? 1 : 0,
          );
          expect(await accessibilityViolations(page)).toEqual([]);

          await page.getByRole('link', { name: reference }).click();
          await waitForHeading(page, `Submission ${reference}`);
          await page.getByRole('heading', { name: 'The submission' }).waitFor();
          const sizes = await page.evaluate(() =>
            Array.from(document.querySelectorAll('h1, main h2')).map((heading) =>
              Number.parseFloat(getComputedStyle(heading).fontSize),
            ),
          );
          const [titleSize = 0, ...sectionSizes] = sizes;
          expect(sectionSizes.length).toBeGreaterThan(3);
          for (const size of sectionSizes) expect.soft(size).toBeLessThan(titleSize);
          expect
            .soft({ width, overflow: await sidewaysOverflow(page) })
            .toEqual({ width, overflow: 0 });
          expect(await accessibilityViolations(page)).toEqual([]);
          expect(consoleErrors).toEqual([]);
          await context.close();
        }
      }

      // On a wide screen the filters sit in rows, the feet of the controls in a row level: the
      // search, status and sort, then the threshold checkbox and the button.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await signInContext(context, staff[0]?.token ?? '');
      const { page } = await openPage(context);
      await page.goto(`${server.baseUrl}/staff`);
      await waitForHeading(page, 'Submissions');
      const bottomOf = async (box: Promise<{ y: number; height: number } | null>) => {
        const found = await box;
        return found ? found.y + found.height : Number.NaN;
      };
      const inputBottom = await bottomOf(page.getByLabel('Reference or name').boundingBox());
      const selectBottom = await bottomOf(page.getByLabel('Status').boundingBox());
      const sortBottom = await bottomOf(page.getByLabel('Sort by').boundingBox());
      const thresholdBottom = await bottomOf(
        page.locator('.govuk-checkboxes__item', { hasText: 'indicative threshold' }).boundingBox(),
      );
      const buttonBottom = await bottomOf(
        page.getByRole('button', { name: 'Apply filters' }).boundingBox(),
      );
      expect.soft(Math.abs(selectBottom - inputBottom)).toBeLessThanOrEqual(2);
      expect.soft(Math.abs(sortBottom - inputBottom)).toBeLessThanOrEqual(2);
      expect.soft(Math.abs(buttonBottom - thresholdBottom)).toBeLessThanOrEqual(2);
      await context.close();
    },
    timeoutMs,
  );
});
