import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  openApiOperations,
  publishedProperties,
  testDatabases,
} from '../testing/index.ts';

/** Every account call (sign-in in each way, sign-up, recovery, PINs, two-step, the profile,
 * the mobile number, sign-out and closing the account) as the published API document must describe
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
  ['/auth/login', 'post', 'none', '200'],
  ['/auth/login/totp', 'post', 'none', '200'],
  ['/auth/login/mobile', 'post', 'none', '202'],
  ['/auth/login/mobile/verify', 'post', 'none', '200'],
  ['/auth/verify-email', 'get', 'none', '200'],
  ['/auth/handover/check', 'post', 'none', '200'],
  ['/auth/handover', 'post', 'none', '201'],
  ['/auth/logout', 'post', 'bearer', '204'],
  ['/internal/validate', 'post', 'bearer', '200'],
  ['/internal/v1/userProfile', 'get', 'bearer', '200'],
  ['/internal/v1/userProfile', 'put', 'bearer', '200'],
  ['/internal/v1/user', 'delete', 'bearer', '204'],
  ['/internal/v1/mobilePhoneProfile', 'post', 'bearer', '200'],
  ['/internal/v1/mobilePhoneProfile/verify', 'post', 'bearer', '200'],
  ['/internal/v1/mobilePhoneProfile', 'delete', 'bearer', '204'],
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
        } else if (path === '/auth/login') {
          // Signed in, or asked for the two-step code: either answer holds `data`.
          const schema = (
            operation?.responses?.[status] as {
              content: { 'application/json': { schema: { anyOf: { properties: object }[] } } };
            }
          ).content['application/json'].schema;
          expect(
            schema.anyOf.map((answer) => Object.keys(answer.properties)),
            name,
          ).toEqual([['data'], ['data']]);
        } else {
          expect(publishedProperties(operation, status), name).toEqual(['data']);
        }
      }
    } finally {
      await close();
    }
  });
});
