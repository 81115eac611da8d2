import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const [database] = await testDatabases();

describe.runIf(database)('caching of the sign-in answers', () => {
  // Built inside the test: the hook is added while the app is built.
  it('tells every cache to keep no /auth/ answer, and leaves other answers to their routes', async () => {
    const { app, close } = await buildTestApp(database!);
    try {
      const refused = await app.inject({ method: 'POST', url: '/auth/login', payload: {} });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['cache-control']).toBe('no-store');
      // The published API document is the same for everyone; it is not the accounts' to mark.
      const document = await app.inject('/openapi.json');
      expect(document.statusCode).toBe(200);
      expect(document.headers['cache-control']).toBeUndefined();
    } finally {
      await close();
    }
  });
});
