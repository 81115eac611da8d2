import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { errorResponseSchema, runtimeConfigSchema } from '@csa/contracts';
import { timeSignUp } from './accounts/account-test-helpers.ts';
import { PdfWorkerPool } from './pdf/pdf-worker-pool.ts';
import { warmUpAssessment } from './pdf/warm-pdf-renderer.ts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
} from './testing/index.ts';

const databases = await testDatabases();
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');

describe.each(databases)('the service on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let databaseEnvironment: Record<string, string>;

  // An app per test, not per file: a mutation run credits what runs in a `beforeAll` to no
  // test, so the wiring in buildApp would look untested (docs/decisions/0080).
  beforeEach(async () => {
    ({ app, close, databaseEnvironment } = await buildTestApp(
      database,
      { WEB_DIST_DIR: webDist, BODY_LIMIT_BYTES: '2048', TERMS_URL: 'https://example.gov.uk/t' },
      (instance) => {
        instance.get('/internal/v1/boom', async () => {
          throw new Error('secret internal detail');
        });
        instance.post('/internal/v1/echo', async (request) => ({ data: request.body }));
      },
    ));
  });
  afterEach(async () => close?.());

  it.runIf(database.name === 'postgres')('works in the schema DATABASE_SCHEMA names', async () => {
    const schema = databaseEnvironment.DATABASE_SCHEMA;
    expect(schema).toMatch(/^[a-z_]/);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      app.db,
    );
    expect(rows).toEqual([{ schema }]);
    // Its tables were made there (other runs may have left some in the default schema).
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_name = 'form'`.execute(app.db);
    expect(tables.rows).toEqual([{ name: 'form' }]);
  });

  it('answers liveness and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the runtime configuration the web app needs', async () => {
    const response = await app.inject('/config.json');
    const config = runtimeConfigSchema.parse(response.json());
    expect(config.supportedFormTypes).toEqual(['CSA', 'CARERS']);
    expect(config.termsUrl).toBe('https://example.gov.uk/t');
    expect(config.privacyUrl).toBeNull();
  });

  it('sends a strict CSP, noindex and the other security headers', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Older browsers ignore frame-ancestors; both say the same.
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the app to any GET outside the API unless the client asks only for JSON', async () => {
    for (const accept of [undefined, '*/*', 'text/plain', 'application/json, text/html']) {
      for (const url of ['/', '/assessment/CSA']) {
        const response = await app.inject({ url, headers: accept ? { accept } : {} });
        expect(response.statusCode, `${url} with ${String(accept)}`).toBe(200);
        expect(response.body).toContain('<title>app</title>');
      }
    }
    const jsonOnly = await app.inject({
      url: '/assessment/CSA',
      headers: { accept: 'application/json' },
    });
    expect(jsonOnly.statusCode).toBe(404);
    expect(jsonOnly.json().message).toBe('Item was not found');
    // A missing file (an old release's chunk) is a 404, never the app in its place.
    expect((await app.inject('/assets/gone-123.js')).statusCode).toBe(404);
    expect((await app.inject('/internal/v1/nothing')).statusCode).toBe(404);
  });

  it('serves the app for deep links and unknown pages, and caches hashed assets', async () => {
    const deep = await app.inject({
      url: '/assessment/CSA/123/area/personalHygiene',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>app</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject('/assets/main-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with the spec error shape', async () => {
    const get = await app.inject('/internal/v1/nothing-here');
    expect(get.statusCode).toBe(404);
    expect(errorResponseSchema.parse(get.json()).message).toBe('Item was not found');
    const post = await app.inject({ method: 'POST', url: '/internal/v1/nothing-here' });
    expect(post.json().message).toBe('Cannot POST server returned 404');
  });

  it('rejects malformed JSON, a wrong content type and an oversized body with a clear 4xx', async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/internal/v1/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"unterminated": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('The request body is not valid JSON.');

    const wrongType = await app.inject({
      method: 'POST',
      url: '/internal/v1/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe('Unsupported content type: send application/json.');

    const tooLarge = await app.inject({
      method: 'POST',
      url: '/internal/v1/echo',
      payload: { text: 'x'.repeat(5000) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorResponseSchema.parse(tooLarge.json()).message).toBe('The request is too large.');
  });

  it('hides the internals of server faults', async () => {
    const response = await app.inject('/internal/v1/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toMatchObject({
      status: 500,
      method: 'GET',
      message: 'Server returned an error.',
    });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const document = (await app.inject('/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/config.json'].get.responses['200']).toBeDefined();
    expect(document.paths['/readyz']).toBeDefined();
  });
});

describe.each(databases)('rate limiting on $name', (database) => {
  it('answers 429 in the error shape once the limit is passed', async () => {
    const { app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await app.inject('/healthz')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await app.inject('/healthz');
      expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
    } finally {
      await close();
    }
  });
});

describe.runIf(databases[0])('the sign-up answer floor the app is built with', () => {
  it('holds a sign-up answer for the floor given, not the default', async () => {
    // Built inside the test: code run while building is then judged by this test alone.
    const { app, close } = await buildTestApp(databases[0]!, {}, undefined, {
      signUpAnswerFloorMs: 1000,
    });
    try {
      const { statusCode, ms } = await timeSignUp(app, 'floor.test@example.test');
      expect(statusCode).toBe(201);
      // Date.now() counts whole milliseconds: allow one.
      expect(ms).toBeGreaterThanOrEqual(999);
    } finally {
      await close();
    }
  });
});

describe.runIf(databases[0])('the app built without a logger or clocks of its own', () => {
  // Each built inside its test, so what runs while building is judged by that test alone.
  it('logs at the configured level, with request lines that carry the path and no query', async () => {
    const { app, close } = await buildTestApp(databases[0]!, { LOG_LEVEL: 'fatal' });
    try {
      expect(app.log.level).toBe('fatal');
      const serializers = (app.log as unknown as Record<symbol, Record<string, unknown>>)[
        Symbol.for('pino.serializers')
      ];
      const serializeRequest = serializers?.req as (request: object) => unknown;
      expect(
        serializeRequest({
          id: 'req-1',
          method: 'GET',
          url: '/verify?token=secret&q=E3',
          headers: {},
        }),
      ).toEqual({ id: 'req-1', method: 'GET', path: '/verify' });
    } finally {
      await close();
    }
  });

  it('keeps sessions and works out the staff inbox by the real clock', async () => {
    const { app, close } = await buildTestApp(databases[0]!);
    try {
      const resident = await createTestSession(app);
      const submitted = await submitTestAssessment(app, resident, 'CSA');
      const staff = await createTestSession(app, { roleNames: ['customer-services'] });
      const inbox = await app.inject({
        method: 'GET',
        url: '/internal/v1/staff/submissions',
        headers: staff.headers,
      });
      expect(inbox.statusCode).toBe(200);
      const rows = inbox.json<{ data: { id: string; status: string; overdue: boolean }[] }>().data;
      expect(rows.map((row) => [row.id, row.status, row.overdue])).toEqual([
        [submitted.id, 'new', false],
      ]);
    } finally {
      await close();
    }
  });

  it('judges sessions by the session clock it is given, not the real one', async () => {
    const aYearOn = () => new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const { app, close } = await buildTestApp(databases[0]!, {}, undefined, {
      sessionNow: aYearOn,
    });
    try {
      // Signed in now; by the session clock, a year has passed.
      const resident = await createTestSession(app);
      const list = await app.inject({ url: '/internal/v1/form', headers: resident.headers });
      expect(list.statusCode).toBe(401);
    } finally {
      await close();
    }
  });

  it('lets an idle PDF worker go after PDF_WORKER_IDLE_SECONDS, not before', async () => {
    const { app, close } = await buildTestApp(databases[0]!, { PDF_WORKER_IDLE_SECONDS: '1' });
    try {
      const pool = app.pdfRenderer;
      if (!(pool instanceof PdfWorkerPool)) throw new Error('the renderer is not the worker pool');
      await pool.render(warmUpAssessment(), 'idle-test');
      const renderedAt = Date.now();
      expect(pool.workerCount).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(pool.workerCount).toBe(1);
      await expect.poll(() => pool.workerCount, { timeout: 5000 }).toBe(0);
      expect(Date.now() - renderedAt).toBeGreaterThanOrEqual(990);
    } finally {
      await close();
    }
  });
});
