import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, linksResponseSchema } from '@csa/contracts';
import {
  allLinks,
  contentDraftResponseSchema,
  contentVersionsResponseSchema,
} from '@csa/questionnaire';
import {
  buildTestApp,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { lunchClub, withLunchClub } from './content-test-data.ts';

const databases = await testDatabases();

describe.each(databases)("a council's help links and wording on $name", (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: TestSession;
  let otherAdmin: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      COUNCIL_FLAVOUR: 'kent',
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    admin = await createTestSession(app, {
      loginEmail: 'ada.admin@council.test',
      roleNames: ['admin'],
      hasSecondFactor: true,
    });
    otherAdmin = await createTestSession(app, {
      loginEmail: 'bo.admin@council.test',
      roleNames: ['admin'],
      hasSecondFactor: true,
    });
  });
  afterAll(async () => close());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    session: TestSession = admin,
  ) =>
    app.inject({
      method,
      url: `/internal/v1/admin/content${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
  const residentLinkUrls = async () =>
    linksResponseSchema
      .parse((await app.inject('/internal/v1/links/CSA')).json())
      .data.map((link) => link.url);
  const draft = async () =>
    contentDraftResponseSchema.parse((await call('GET', '/draft')).json()).data;
  const auditRows = () =>
    app.db
      .selectFrom('audit_event')
      .select(['action', 'actor_email', 'detail', 'form_id'])
      .where('action', 'like', 'content.%')
      .orderBy('occurred_at')
      .execute();

  it('serves the shipped catalogues to residents as version 1, revalidated by its version', async () => {
    const response = await app.inject('/internal/v1/links/CSA');
    expect(response.statusCode).toBe(200);
    expect(linksResponseSchema.parse(response.json()).data).toEqual(allLinks('CSA', 'kent'));
    expect(response.headers.etag).toBe('"links-1"');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({
      url: '/internal/v1/links/CSA',
      headers: { 'if-none-match': '"links-1"' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const versions = contentVersionsResponseSchema.parse((await call('GET', '/versions')).json());
    expect(versions.data).toEqual([
      expect.objectContaining({ version: 1, publishedByEmail: null, isCurrent: true }),
    ]);
  });

  it('keeps a draft from residents until it is published, then audits the publish', async () => {
    const opened = await draft();
    expect(opened).toMatchObject({ revision: 0, basedOnVersion: 1, savedAt: null });
    const saved = await call('PUT', '/draft', {
      revision: 0,
      content: withLunchClub(opened.content),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(contentDraftResponseSchema.parse(saved.json()).data).toMatchObject({
      revision: 1,
      savedByEmail: 'ada.admin@council.test',
    });
    expect(await residentLinkUrls()).not.toContain(lunchClub.url);

    const published = await call('POST', '/publish', { revision: 1, note: 'Lunch club opened' });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().data).toMatchObject({ version: 2, note: 'Lunch club opened' });
    const links = linksResponseSchema.parse((await app.inject('/internal/v1/links/CSA')).json());
    expect(links.data.find((link) => link.url === lunchClub.url)).toMatchObject({
      localContent: true,
      placements: [{ areaKey: 'manageNutrition', category: 'Meal support' }],
    });
    const wording = await app.inject('/internal/v1/content/wording');
    expect(wording.headers.etag).toBe('"wording-2"');
    expect(wording.json().data).toMatchObject({
      version: 2,
      wording: { openingHours: 'Monday to Saturday, 8am to 8pm' },
    });
    // The next draft starts from what is now published.
    expect(await draft()).toMatchObject({ revision: 0, basedOnVersion: 2 });
    expect(await auditRows()).toEqual([
      {
        action: 'content.publish',
        actor_email: 'ada.admin@council.test',
        detail: 'version 2: Lunch club opened',
        form_id: null,
      },
    ]);
  });

  it('refuses a save or publish of a draft someone else saved since, with a clear message', async () => {
    const { content } = await draft();
    const first = await call('PUT', '/draft', { revision: 0, content }, otherAdmin);
    expect(first.statusCode).toBe(200);
    const overwrite = await call('PUT', '/draft', { revision: 0, content });
    expect(overwrite.statusCode).toBe(409);
    expect(errorResponseSchema.parse(overwrite.json()).message).toBe(
      'Someone else saved this draft after you opened it. Reload the draft to see their changes, then make yours again.',
    );
    const second = await call('PUT', '/draft', { revision: 1, content }, otherAdmin);
    expect(second.statusCode).toBe(200);
    const stalePublish = await call('POST', '/publish', { revision: 1, note: 'Old preview' });
    expect(stalePublish.statusCode).toBe(409);
    expect((await call('GET', '/versions')).json().data).toHaveLength(2);
  });

  it('publishes only https addresses and asks for a note', async () => {
    const { content, revision } = await draft();
    const entry = { ...lunchClub, url: 'http://lunch-club.example.gov.uk/' };
    const plain = withLunchClub(content);
    plain.links.local.flavours.kent = { areas: { manageNutrition: [entry] } };
    const response = await call('PUT', '/draft', { revision, content: plain });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).errors[0]?.field).toContain('url');
    const noNote = await call('POST', '/publish', { revision, note: '  ' });
    expect(noNote.statusCode).toBe(400);
  });

  it('rolls back by publishing an earlier version again, audited', async () => {
    const response = await call('POST', '/versions/1/republish', { note: 'Lunch club closed' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ version: 3, republishedFrom: 1 });
    expect(await residentLinkUrls()).not.toContain(lunchClub.url);
    expect((await app.inject('/internal/v1/links/CSA')).headers.etag).toBe('"links-3"');
    const versions = contentVersionsResponseSchema.parse((await call('GET', '/versions')).json());
    expect(versions.data.map((version) => [version.version, version.isCurrent])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const rows = await auditRows();
    expect(rows.at(-1)).toEqual({
      action: 'content.rollback',
      actor_email: 'ada.admin@council.test',
      detail: 'version 3, a copy of version 1: Lunch club closed',
      form_id: null,
    });
    const two = await call('GET', '/versions/2');
    expect(two.json().data.content.wording.openingHours).toBe('Monday to Saturday, 8am to 8pm');
    const changes = await call('GET', '/versions/3/changes?from=2');
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().data).toMatchObject({
      from: 2,
      to: 3,
      linksAdded: [],
      linksRemoved: [{ catalogue: 'local:kent', areaKey: 'manageNutrition', url: lunchClub.url }],
      linksChanged: [],
      wordingChanged: [{ field: 'openingHours', before: 'Monday to Saturday, 8am to 8pm' }],
    });
    expect((await call('GET', '/versions/2/changes')).json().data.linksAdded).toEqual([
      expect.objectContaining({ url: lunchClub.url }),
    ]);
    expect((await call('GET', '/versions/3/changes?from=99')).statusCode).toBe(404);
    expect((await call('POST', '/versions/99/republish', { note: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/versions/99')).statusCode).toBe(404);
  });
});

describe.each(databases)('published wording with markup in it, on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
  });
  afterAll(async () => close());

  it('is served as the text it is, in JSON, never as a page', async () => {
    const admin = await createTestSession(app, { roleNames: ['admin'], hasSecondFactor: true });
    const headers = admin.headers;
    const { content } = (
      await app.inject({ url: '/internal/v1/admin/content/draft', headers })
    ).json().data;
    const payload = '<script>alert("hours")</script><b>9am</b> <img src=x onerror=alert(1)>';
    const draft = { ...content, wording: { ...content.wording, openingHours: payload } };
    for (const [method, url, body] of [
      ['PUT', 'draft', { revision: 0, content: draft }],
      ['POST', 'publish', { revision: 1, note: 'Markup' }],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/internal/v1/admin/content/${url}`,
        headers,
        payload: body,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const response = await app.inject('/internal/v1/content/wording');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().data.wording.openingHours).toBe(payload);
  });
});
