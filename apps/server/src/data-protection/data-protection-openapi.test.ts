import { describe, expect, it } from 'vitest';
import { buildTestApp, openApiOperations, testDatabases } from '../testing/index.ts';

/** The resident's own copy and the reminder setting as the published API document must
 * describe them: account calls, a bearer token needed, and which answers can come back. */
const expected = [
  ['/internal/v1/userProfile/export', 'get', ['200', '401', '403']],
  ['/internal/v1/userProfile/reminders', 'get', ['200', '401', '403', '404']],
  ['/internal/v1/userProfile/reminders', 'put', ['200', '400', '401', '403', '404']],
] as const;

const [database] = await testDatabases();

describe('the data protection calls in the OpenAPI document', () => {
  // The app is built inside the test, not in a `beforeAll`: a mutation run credits what runs
  // in a `beforeAll` to no test, so the route options would look untested
  // (docs/decisions/0080).
  it('tags each as an account call, bearer-only, with its answers', async () => {
    if (!database) throw new Error('no test database');
    const { app, close } = await buildTestApp(database);
    try {
      const paths = await openApiOperations(app);
      const published = expected.map(([path, method]) => {
        const operation = paths[path]?.[method];
        return [
          path,
          method,
          operation?.tags,
          operation?.security,
          Object.keys(operation?.responses ?? {}).sort(),
        ];
      });
      expect(published).toEqual(
        expected.map(([path, method, answers]) => [
          path,
          method,
          ['accounts'],
          [{ bearer: [] }],
          [...answers].sort(),
        ]),
      );
    } finally {
      await close();
    }
  }, 60_000);
});
