import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { linksResponseSchema } from '@csa/contracts';
import { allLinks } from '@csa/questionnaire';
import { buildTestApp, testDatabases } from '../testing/index.ts';

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
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const links = linksResponseSchema.parse(response.json()).data;
    expect(links).toEqual(allLinks('CSA', 'kent'));
    expect(links.length).toBeGreaterThan(0);
    const carers = linksResponseSchema.parse(
      (await app.inject('/internal/v1/links/CARERS')).json(),
    );
    expect(carers.data).toEqual(allLinks('CARERS', 'kent'));
  });

  it('refuses an unknown pathway', async () => {
    const response = await app.inject('/internal/v1/links/XYZ');
    expect(response.statusCode).toBe(400);
  });
});
