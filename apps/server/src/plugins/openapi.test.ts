import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiOperations, publishedProperties } from '../testing/index.ts';
import { openApiPlugin } from './openapi.ts';

async function appWithOneRoute() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(openApiPlugin, { version: '2026.11.23' });
  app.get(
    '/internal/v1/thing',
    {
      schema: {
        tags: ['things'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ name: z.string(), size: z.number() }) },
      },
    },
    async () => ({ name: 'a', size: 1 }),
  );
  return app;
}

describe('the OpenAPI document', () => {
  it('names the API, its version and its bearer scheme', async () => {
    const app = await appWithOneRoute();
    const document = (await app.inject('/openapi.json')).json();
    expect(document.info).toEqual({
      title: 'Care and support self-assessment API',
      description:
        'Resident API (/internal/v1), built-in account gateway (/auth) and operations endpoints.',
      version: '2026.11.23',
    });
    expect(document.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer' },
    });
    await app.close();
  });

  it("lists each route with its zod schemas as JSON Schema, and not the document's own route", async () => {
    const app = await appWithOneRoute();
    const paths = await openApiOperations(app);
    expect(Object.keys(paths)).toEqual(['/internal/v1/thing']);
    expect(publishedProperties(paths['/internal/v1/thing']?.get, '200')).toEqual(['name', 'size']);
    await app.close();
  });
});
