import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, linksResponseSchema } from '@csa/contracts';
import { allLinks } from '@csa/questionnaire';
import { buildTestApp, openApiOperations, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('the links route on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { COUNCIL_FLAVOUR: 'kent' }));
  });
  afterAll(async () => close?.());

  it("serves the council flavour's links to anonymous visitors, cacheably", async () => {
    const response = await app.inject('/internal/v1/links/csa');
    expect(response.statusCode).toBe(200);
    // Shared caches may keep it but ask again, so a published version reaches residents at once.
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const links = linksResponseSchema.parse(response.json()).data;
    expect(links).toEqual(allLinks('CSA', 'kent'));
    expect(links.length).toBeGreaterThan(0);
    const carers = linksResponseSchema.parse(
      (await app.inject('/internal/v1/links/CARERS')).json(),
    );
    expect(carers.data).toEqual(allLinks('CARERS', 'kent'));
  });

  it('refuses an unknown pathway in the error shape', async () => {
    const response = await app.inject('/internal/v1/links/XYZ');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).errors[0]?.field).toBe('formTypeCode');
  });

  it('is published in the OpenAPI document under links, public, with its answers', async () => {
    const operation = (await openApiOperations(app))['/internal/v1/links/{formTypeCode}']?.get;
    expect(operation?.tags).toEqual(['links']);
    expect(operation?.security).toBeUndefined();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '304', '400']);
  });
});
