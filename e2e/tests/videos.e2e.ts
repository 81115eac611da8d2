import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * Questionnaire videos from a council's VIDEO_IDS_FILE, with the shipped
 * example: the player is framed only after additional cookies were accepted; otherwise the
 * page says why and the transcript carries the content.
 */

const exampleVideoIds = fileURLToPath(
  new URL('../../packages/questionnaire/src/links/video-ids.example.json', import.meta.url),
);
const playerBase = 'https://videos.cdn.spotlightr.com/watch/';

let server: RunningServer;
let browser: Browser;
let formId = '';
let token = '';

beforeAll(async () => {
  server = await startServer({ VIDEO_IDS_FILE: exampleVideoIds });
  browser = await launchBrowser();
  ({ token } = seedSession(server.dataDir, 'Vida Player'));
  const created = await fetch(`${server.baseUrl}/internal/v1/form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      formTypeCode: 'CSA',
      formName: 'Care and Support Assessment Form',
      pageCount: 3,
    }),
  });
  formId = ((await created.json()) as { data: { id: string } }).data.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openFirstStep(consent: 'true' | 'false') {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'allow_google_analytics', value: consent, url: server.baseUrl },
  ]);
  await signInContext(context, token);
  const { page, consoleErrors } = await openPage(context);
  // The sandbox has no internet: the player answers from here with a plain page.
  await page.route(`${playerBase}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Video player</title><body><main><p>Video</p></main></body></html>',
    }),
  );
  await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/area/personalHygiene`);
  await page.locator('#area-step-heading').waitFor();
  return { context, page, consoleErrors };
}

describe('questionnaire videos from the council configuration', () => {
  it('frames the configured video once additional cookies are accepted', async () => {
    const { context, page, consoleErrors } = await openFirstStep('true');
    const frame = page.locator('.app-video iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${playerBase}example-hygiene-intro`);
    await page.getByText('Read the video transcript').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('without consent shows no player, says why, and gives the transcript', async () => {
    const { context, page, consoleErrors } = await openFirstStep('false');
    await page.getByText('The video needs additional cookies.').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    // The transcript is on the page itself (several sentences), not behind the player.
    expect((await page.locator('.app-video').innerText()).split('. ').length).toBeGreaterThan(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('serves the ids in the runtime configuration', async () => {
    const config = (await (await fetch(`${server.baseUrl}/config.json`)).json()) as {
      videoIds: Record<string, string>;
    };
    expect(config.videoIds['carerRole/aboutYouVideo']).toBe('example-carer-welcome');
  });
});
