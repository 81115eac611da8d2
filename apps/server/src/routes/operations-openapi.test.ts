import { describe, expect, it } from 'vitest';
import { healthResponseSchema, readinessResponseSchema, runtimeConfigSchema } from '@csa/contracts';
import {
  buildTestApp,
  openApiOperations,
  publishedProperties,
  testDatabases,
} from '../testing/index.ts';

const [database] = await testDatabases();

/** The operations endpoints as the published API document must describe them: public, under
 * one tag, each answer with the fields the contract gives it. */
describe('the operations endpoints in the OpenAPI document', () => {
  it('lists liveness, readiness and the runtime configuration with their answers', async () => {
    if (!database) throw new Error('no test database');
    const { app, close } = await buildTestApp(database);
    try {
      const paths = await openApiOperations(app);
      const expected = [
        ['/healthz', { '200': healthResponseSchema }],
        ['/readyz', { '200': readinessResponseSchema, '503': readinessResponseSchema }],
        ['/config.json', { '200': runtimeConfigSchema }],
      ] as const;
      for (const [path, answers] of expected) {
        const operation = paths[path]?.get;
        expect(operation?.tags, path).toEqual(['operations']);
        expect(operation?.security, path).toBeUndefined();
        expect(Object.keys(operation?.responses ?? {}).sort(), path).toEqual(
          Object.keys(answers).sort(),
        );
        for (const [status, schema] of Object.entries(answers)) {
          expect(publishedProperties(operation, status), `${path} ${status}`).toEqual(
            Object.keys(schema.shape),
          );
        }
      }
    } finally {
      await close();
    }
  });
});
