import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  openApiOperations,
  testDatabases,
  type OpenApiOperation,
} from '../testing/index.ts';

/** Every form call's failures, as the published API document must list them (403: a member of
 * staff no longer allowed to act for the council-held resident whose assessment it is). */
const failures = ['400', '401', '403', '404', '409', '413', '503'];

/** Each form call as the published API document must describe it: the client generator and
 * the API's readers learn from it that a bearer token is needed and which answers can come
 * back. */
const expected = [
  ['/internal/v1/form', 'get', '200'],
  ['/internal/v1/form', 'post', '201'],
  ['/internal/v1/form/{id}', 'get', '200'],
  ['/internal/v1/form/{id}', 'put', '200'],
  ['/internal/v1/form/{id}/remoteSubmission', 'post', '200'],
  ['/internal/v1/form/{id}/abandonAssessment', 'post', '200'],
] as const;

const [database] = await testDatabases();

describe('the form calls in the OpenAPI document', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let paths: Record<string, Record<string, OpenApiOperation>>;

  // Built in each test rather than once: the routes' options (tags, security, response
  // schemas) are read while the app is built, and a mutation run credits a test only with the
  // code that runs inside it.
  beforeEach(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database));
    paths = await openApiOperations(app);
  });
  afterEach(async () => close());

  it.each(expected)('%s %s: tagged, bearer-only, with its answers', (path, method, success) => {
    const operation = paths[path]?.[method];
    expect(operation?.tags).toEqual(['forms']);
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([success, ...failures].sort());
  });
});
