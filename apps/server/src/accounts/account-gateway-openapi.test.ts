import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  openApiOperations,
  publishedProperties,
  testDatabases,
} from '../testing/index.ts';

/** The PIN, two-step, sign-up and recovery calls as the published API document must describe
 * them: the client generator and the API's readers learn from it which calls need a bearer token
 * and what a successful answer holds. */
const expected = [
  ['/internal/v1/agentLogin', 'get', 'bearer', '200'],
  ['/internal/v1/agentLogin', 'post', 'bearer', '201'],
  ['/internal/v1/agentLogin/{id}', 'delete', 'bearer', '204'],
  ['/auth/login/agent', 'post', 'none', '200'],
  ['/internal/v1/userProfile/totp', 'get', 'bearer', '200'],
  ['/internal/v1/userProfile/totp', 'post', 'bearer', '200'],
  ['/internal/v1/userProfile/totp/verify', 'post', 'bearer', '200'],
  ['/internal/v1/userProfile/totp', 'delete', 'bearer', '200'],
  ['/auth/signup', 'post', 'none', '201'],
  ['/auth/recover', 'post', 'none', '200'],
  ['/auth/reset', 'post', 'none', '200'],
] as const;

const [database] = await testDatabases();

describe.runIf(database)('the account gateway calls in the OpenAPI document', () => {
  // The app is built inside the test, so the route options it registers count as run by it.
  it('tags each call, asks for a bearer token only on account calls, and lists its answer', async () => {
    const { app, close } = await buildTestApp(database!);
    try {
      const paths = await openApiOperations(app);
      for (const [path, method, security, status] of expected) {
        const operation = paths[path]?.[method];
        const name = `${method} ${path}`;
        expect(operation?.tags, name).toEqual(['accounts']);
        expect(operation?.security, name).toEqual(
          security === 'bearer' ? [{ bearer: [] }] : undefined,
        );
        expect(Object.keys(operation?.responses ?? {}), name).toEqual([status]);
        if (status === '204') {
          expect(operation?.responses?.[status], name).toMatchObject({ description: 'No content' });
        } else {
          expect(publishedProperties(operation, status), name).toEqual(['data']);
        }
      }
    } finally {
      await close();
    }
  });
});
