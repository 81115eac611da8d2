import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { completeHygiene, completePersonalDetails } from '@csa/server/test-support';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { seedSession, signInContext } from '../support/seed-session.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * Spec §7 calls in a real browser: an area save stores lastValidPage, and with a separate
 * submit API base the submission and the closure go there without /internal/v1.
 */

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
}

/** A council's separate submit API on loopback: answers the CORS preflight for the service's
 * origin, records each call and forwards it to the service's own /internal/v1 path, as an
 * integration layer in front of the service would. */
function startSubmitApi(service: () => RunningServer) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': service().baseUrl,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      'Access-Control-Allow-Methods': 'POST',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
      });
      const forwardedPath = path.replace(/^\/council-submit/, '/internal/v1');
      const body = Buffer.concat(chunks);
      fetch(`${service().baseUrl}${forwardedPath}`, {
        method: request.method ?? 'POST',
        headers: {
          Accept: 'application/json',
          ...(request.headers.authorization
            ? { Authorization: request.headers.authorization }
            : {}),
          ...(body.length > 0 ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body.length > 0 ? { body } : {}),
      })
        .then(async (answer) => {
          response.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json' });
          response.end(await answer.text());
        })
        .catch(() => {
          response.writeHead(502, cors);
          response.end();
        });
    });
  });
  return {
    received,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let server: RunningServer;
let browser: Browser;
let token: string;
const submitApi = startSubmitApi(() => server);

beforeAll(async () => {
  const submitApiOrigin = await submitApi.listen();
  server = await startServer({ SUBMIT_API_BASE_URL: `${submitApiOrigin}/council-submit` });
  browser = await launchBrowser();
  token = seedSession(server.dataDir).token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await submitApi.close();
});

interface StoredForm {
  id: string;
  version: number;
  status: string | null;
  reference: string | null;
  pageCount: number;
  lastValidPage: number;
}

async function api(method: string, path: string, body?: unknown): Promise<{ data: StoredForm }> {
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
  return (await response.json()) as { data: StoredForm };
}

async function createAssessment(dirtyFields?: Record<string, unknown>): Promise<string> {
  const created = await api('POST', '/internal/v1/form', {
    formTypeCode: 'CSA',
    formName: 'Spec calls',
    pageCount: 3,
  });
  if (dirtyFields) {
    await api('PUT', `/internal/v1/form/${created.data.id}`, {
      dirtyFields: JSON.stringify(dirtyFields),
      version: created.data.version,
    });
  }
  return created.data.id;
}

async function signedInPage(): Promise<{
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}> {
  const context = await browser.newContext();
  // Additional cookies already refused, so no banner covers the buttons.
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  await signInContext(context, token);
  const { page, consoleErrors } = await openPage(context);
  return { context, page, consoleErrors };
}

describe('the calls of spec §7 in a real browser', () => {
  it('stores lastValidPage and pageCount when an area is completed', async () => {
    const formId = await createAssessment();
    const { context, page, consoleErrors } = await signedInPage();
    await page.goto(`${server.baseUrl}/assessment/CSA/${formId}/area/personalHygiene`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('radio', { name: 'I can do this for myself or with the support I already have' })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${server.baseUrl}/assessment/CSA/${formId}`);
    const stored = await api('GET', `/internal/v1/form/${formId}`);
    expect(stored.data).toMatchObject({ pageCount: 3, lastValidPage: 1 });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends the submission and the closure to the separate submit API, unprefixed', async () => {
    const toSubmit = await createAssessment({
      personalHygiene: completeHygiene,
      personalDetails: completePersonalDetails('CSA'),
    });
    const toClose = await createAssessment();
    const { context, page, consoleErrors } = await signedInPage();

    await page.goto(`${server.baseUrl}/assessment/CSA/${toSubmit}/preview`);
    await page.getByRole('button', { name: 'Accept and send' }).click();
    await page.getByRole('heading', { name: 'Assessment sent' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}/assessment/CSA/${toClose}/close`);
    await page.getByRole('button', { name: 'Yes, close this assessment' }).click();
    await page.waitForURL(`${server.baseUrl}/assessment/CSA`);

    expect(submitApi.received).toEqual([
      {
        method: 'POST',
        path: `/council-submit/form/${toSubmit}/remoteSubmission`,
        authorization: `Bearer ${token}`,
      },
      {
        method: 'POST',
        path: `/council-submit/form/${toClose}/abandonAssessment`,
        authorization: `Bearer ${token}`,
      },
    ]);
    expect((await api('GET', `/internal/v1/form/${toSubmit}`)).data.reference).toMatch(/^CSA-/);
    expect((await api('GET', `/internal/v1/form/${toClose}`)).data.status).toBe('ABANDONED');
    // No CSP refusal or CORS failure on the way.
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
