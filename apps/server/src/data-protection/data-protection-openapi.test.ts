import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  openApiOperations,
  testDatabases,
  type OpenApiOperation,
} from '../testing/index.ts';

/** The resident's own copy and the reminder setting as the published API document must
 * describe them: account calls, a bearer token needed, and which answers can come back. */
const expected = [
  ['/internal/v1/userProfile/export', 'get', ['200', '401', '403']],
  ['/internal/v1/userProfile/reminders', 'get', ['200', '401', '403', '404']],
  ['/internal/v1/userProfile/reminders', 'put', ['200', '400', '401', '403', '404']],
] as const;

const [database] = await testDatabases();

describe('the data protection calls in the OpenAPI document', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let paths: Record<string, Record<string, OpenApiOperation>>;

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database));
    paths = await openApiOperations(app);
    // Building the app takes long on a loaded machine.
  }, 60_000);
  afterAll(async () => close());

  it.each(expected)('%s %s: tagged, bearer-only, with its answers', (path, method, answers) => {
    const operation = paths[path]?.[method];
    expect(operation?.tags).toEqual(['accounts']);
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...answers].sort());
  });
});
