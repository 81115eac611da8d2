import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  linkCheckResultsResponseSchema,
  linkCheckRunResponseSchema,
  linksResponseSchema,
} from '@csa/contracts';
import { contentDraftResponseSchema, type ServiceContent } from '@csa/questionnaire';
import {
  buildTestApp,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../../testing/index.ts';
import { LinkChecker } from './link-checker.ts';

const databases = await testDatabases();

interface Receiver {
  server: Server;
  port: number;
  /** Connections opened to it, whatever was sent on them. */
  connections: number;
  requests: string[];
}

/** A real HTTP server on loopback: answers by path, or never. */
async function startReceiver(
  answer: (path: string, method: string) => { status: number; location?: string } | null,
): Promise<Receiver> {
  const receiver: Receiver = { server: createServer(), port: 0, connections: 0, requests: [] };
  receiver.server.on('connection', () => {
    receiver.connections += 1;
  });
  receiver.server.on('request', (request, response) => {
    receiver.requests.push(`${request.method} ${request.url}`);
    const reply = answer(request.url ?? '/', request.method ?? 'GET');
    // No reply: the request hangs until the checker gives up.
    if (!reply) return;
    response.writeHead(reply.status, reply.location ? { location: reply.location } : {});
    response.end('page');
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.port = (receiver.server.address() as AddressInfo).port;
  return receiver;
}

function stopReceiver(receiver: Receiver | undefined): Promise<void> {
  if (!receiver) return Promise.resolve();
  receiver.server.closeAllConnections();
  return new Promise((resolve) => receiver.server.close(() => resolve()));
}

/** The published content with only these links, all in manageNutrition's Meal support. */
function withOnlyLinks(content: ServiceContent, urls: string[]): ServiceContent {
  return {
    ...content,
    links: {
      CSA: {
        schemaVersion: 1,
        areas: {
          manageNutrition: urls.map((url, index) => ({
            category: 'Meal support' as const,
            label: `Link ${index + 1}`,
            url,
            localContent: false,
            blacklist: [],
          })),
        },
      },
      CARERS: { schemaVersion: 1, areas: {} },
      local: { schemaVersion: 1, flavours: {} },
    },
  };
}

describe.each(databases)('the help link checker on $name', { timeout: 120_000 }, (database) => {
  let receiver: Receiver;
  let forbidden: Receiver;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: TestSession;
  let origin: string;

  beforeAll(async () => {
    // Not the receiver configuration names: nothing may ever connect to it.
    forbidden = await startReceiver(() => ({ status: 200 }));
    receiver = await startReceiver((path, method) => {
      if (path === '/ok') return { status: 200 };
      if (path === '/missing') return { status: 404 };
      if (path === '/no-head') return method === 'HEAD' ? { status: 405 } : { status: 200 };
      if (path === '/moved') return { status: 301, location: '/ok' };
      if (path === '/to-private') {
        return { status: 302, location: `https://127.0.0.1:${forbidden.port}/inside` };
      }
      return null;
    });
    origin = `https://127.0.0.1:${receiver.port}`;
    ({ app, close } = await buildTestApp(database, {
      LINK_CHECK: 'daily',
      LINK_CHECK_TEST_RECEIVER: `http://127.0.0.1:${receiver.port}`,
      LINK_CHECK_TIMEOUT_MS: '1000',
      LINK_CHECK_RUN_LIMIT_MS: '20000',
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    admin = await createTestSession(app, {
      loginEmail: 'ada.admin@council.test',
      roleNames: ['admin'],
      hasSecondFactor: true,
    });
  });
  afterAll(async () => {
    await close?.();
    await stopReceiver(receiver);
    await stopReceiver(forbidden);
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/internal/v1/admin/content${url}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
  const publishLinks = async (urls: string[]) => {
    const draft = contentDraftResponseSchema.parse((await call('GET', '/draft')).json()).data;
    const saved = await call('PUT', '/draft', {
      revision: draft.revision,
      content: withOnlyLinks(draft.content, urls),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call('POST', '/publish', {
      revision: draft.revision + 1,
      note: 'Links for the checker',
    });
    expect(published.statusCode, published.body).toBe(201);
  };
  const runCheck = async () => {
    const response = await call('POST', '/link-check/run');
    expect(response.statusCode, response.body).toBe(200);
    return linkCheckRunResponseSchema.parse(response.json()).data;
  };
  const results = async () =>
    linkCheckResultsResponseSchema.parse((await call('GET', '/link-check')).json()).data;

  it('flags the links that answer 404 or never, and never connects to a private address', async () => {
    const urls = {
      ok: `${origin}/ok`,
      noHead: `${origin}/no-head`,
      moved: `${origin}/moved`,
      missing: `${origin}/missing`,
      hangs: `${origin}/hangs`,
      toPrivate: `${origin}/to-private`,
      otherLoopback: `https://127.0.0.1:${forbidden.port}/direct`,
      namedLoopback: `https://localhost:${forbidden.port}/named`,
      privateNetwork: 'https://10.0.0.1/intranet',
    };
    await publishLinks(Object.values(urls));
    const started = Date.now();
    const run = await runCheck();
    const took = Date.now() - started;
    expect(run).toEqual({ checked: 9, failing: 6, notReached: 0 });
    // Four at a time with a one-second timeout: one request hangs, the rest answer at once.
    expect(took).toBeLessThan(8_000);
    const found = await results();
    expect(found.isEnabled).toBe(true);
    expect(found.lastFinishedAt).not.toBeNull();
    expect(
      Object.fromEntries(
        found.failures.map((failure) => [failure.url, [failure.status, failure.errorKind]]),
      ),
    ).toEqual({
      [urls.missing]: [404, null],
      [urls.hangs]: [null, 'timeout'],
      [urls.toPrivate]: [null, 'private-address'],
      [urls.otherLoopback]: [null, 'private-address'],
      [urls.namedLoopback]: [null, 'private-address'],
      [urls.privateNetwork]: [null, 'private-address'],
    });
    expect(forbidden.connections).toBe(0);
    expect(receiver.requests).toEqual(
      expect.arrayContaining(['HEAD /no-head', 'GET /no-head', 'HEAD /moved', 'HEAD /ok']),
    );

    // A failing link is still shown to residents: an admin decides what to do with it.
    const shown = linksResponseSchema.parse((await app.inject('/internal/v1/links/CSA')).json());
    expect(shown.data.map((link) => link.url)).toContain(urls.missing);

    // The second run keeps when each was first seen failing, and forgets unpublished ones.
    const firstSeen = found.failures.find((failure) => failure.url === urls.missing)?.firstFailedAt;
    await publishLinks([urls.ok, urls.missing]);
    expect(await runCheck()).toEqual({ checked: 2, failing: 1, notReached: 0 });
    const again = await results();
    expect(again.failures.map((failure) => failure.url)).toEqual([urls.missing]);
    expect(again.failures[0]?.firstFailedAt).toBe(firstSeen);
    expect(await app.db.selectFrom('link_check_failure').select('url').execute()).toEqual([
      { url: urls.missing },
    ]);
  });

  it('stops a run at its time limit however many links hang', async () => {
    const hanging = Array.from({ length: 8 }, (_, index) => `${origin}/hangs-${index}`);
    await publishLinks(hanging);
    const limited = new LinkChecker(
      app.db,
      app.serviceContent,
      {
        isEnabled: true,
        flavour: 'london-borough',
        timeoutMs: 60_000,
        runLimitMs: 1_500,
        testReceiver: `127.0.0.1:${receiver.port}`,
        intervalMs: 86_400_000,
        checkMs: 900_000,
      },
      () => new Date(),
      app.log,
    );
    const started = Date.now();
    const run = await limited.runNow();
    expect(Date.now() - started).toBeLessThan(5_000);
    // Cut short, the hanging links are neither passed nor flagged: the next run tries them.
    expect(run).toEqual({ checked: 0, failing: 0, notReached: 8 });
    expect(receiver.requests.filter((request) => request.includes('/hangs-'))).toHaveLength(4);
  });
  it('runs once a day however many processes look, and not at all when off', async () => {
    await publishLinks([`${origin}/ok`]);
    let now = new Date('2031-03-01T02:00:00.000Z');
    const checkerAt = (isEnabled: boolean) =>
      new LinkChecker(
        app.db,
        app.serviceContent,
        {
          isEnabled,
          flavour: 'london-borough',
          timeoutMs: 1_000,
          runLimitMs: 5_000,
          testReceiver: `127.0.0.1:${receiver.port}`,
          intervalMs: 86_400_000,
          checkMs: 900_000,
        },
        () => now,
        app.log,
      );
    // Earlier runs in this file started at the wall clock's time, before 2031.
    const [first, second] = [checkerAt(true), checkerAt(true)];
    const both = await Promise.all([first.runIfDue(), second.runIfDue()]);
    expect(both.filter((run) => run !== null)).toEqual([{ checked: 1, failing: 0, notReached: 0 }]);
    now = new Date('2031-03-02T01:59:00.000Z');
    expect(await second.runIfDue()).toBeNull();
    now = new Date('2031-03-02T02:00:00.000Z');
    expect(await second.runIfDue()).toEqual({ checked: 1, failing: 0, notReached: 0 });

    const off = checkerAt(false);
    off.start();
    expect((off as unknown as { timer: unknown }).timer).toBeNull();
    await off.stop();
  });
});
