import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestSession,
  openApiOperations,
  testDatabases,
  type OpenApiOperation,
} from '../testing/index.ts';

const [database] = await testDatabases();

/**
 * The only operations whose answers a browser or proxy may keep: the same for everyone and
 * holding nothing about anyone. Every other operation, including any added later, must answer
 * `Cache-Control: no-store`, or be added here by someone who has checked it.
 */
const publicOperations = [
  'GET /healthz',
  'GET /readyz',
  'GET /config.json',
  'GET /internal/v1/links/{formTypeCode}',
  'GET /internal/v1/content/wording',
];

const someId = '00000000-0000-4000-8000-000000000000';

/**
 * Answers that carry a secret (a session, a TOTP secret, a PIN) or a person's data are kept by
 * no cache: a shared computer's browser or a proxy would otherwise hand them to the next
 * person. Every operation the server publishes is called, signed in as a resident of its own
 * (an operation may end the session or the account), and its answer must say `no-store`,
 * whatever its status.
 */
describe.runIf(database)('no-store on every answer that is not public', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let operations: Array<[string, string]>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database!, {
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    }));
    const paths = await openApiOperations(app);
    operations = Object.entries(paths).flatMap(
      ([path, methods]: [string, Record<string, OpenApiOperation>]) =>
        Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), path]),
    );
  });
  afterAll(async () => close());

  async function call(method: string, url: string) {
    const resident = await createTestSession(app);
    return app.inject({
      method: method as 'GET',
      url,
      headers: resident.headers,
      ...(method === 'GET' ? {} : { payload: {} }),
    });
  }

  it('lists every public operation it exempts among the published ones', () => {
    const published = operations.map(([method, path]) => `${method} ${path}`);
    for (const operation of publicOperations) expect(published).toContain(operation);
    expect(published.length).toBeGreaterThan(publicOperations.length + 30);
  });

  it('answers every other published operation with no-store', async () => {
    const missing: string[] = [];
    for (const [method, path] of operations) {
      if (publicOperations.includes(`${method} ${path}`)) continue;
      const answer = await call(method, path.replace(/\{[^}]+\}/g, someId));
      if (answer.headers['cache-control'] !== 'no-store') {
        missing.push(`${method} ${path} ${answer.statusCode}: ${answer.headers['cache-control']}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the TOTP secret, its status and the token check out of caches when they succeed', async () => {
    const started = await call('POST', '/internal/v1/userProfile/totp');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.secret).toEqual(expect.any(String));
    expect(started.headers['cache-control']).toBe('no-store');
    const status = await call('GET', '/internal/v1/userProfile/totp');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    const validated = await call('POST', '/internal/validate');
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.headers['cache-control']).toBe('no-store');
  });

  it('leaves the answers outside the API to their own rules', async () => {
    const links = await app.inject('/internal/v1/links/CSA');
    // Public, and asked again each time so that a council's publish shows at once (0140).
    expect(links.headers['cache-control']).toBe('public, no-cache');
    const wording = await app.inject('/internal/v1/content/wording');
    expect(wording.headers['cache-control']).toBe('public, no-cache');
    const document = await app.inject('/openapi.json');
    expect(document.headers['cache-control']).toBeUndefined();
    const health = await app.inject('/healthz');
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
