import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addressQueryTooShortMessage, addressSearchResponseSchema } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  logLines,
  openApiOperations,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('address search with the local gazetteer on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let session: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database));
    session = await createTestSession(app);
  });
  afterAll(async () => close?.());

  const search = (query: string, headers: Record<string, string> = session.headers) =>
    app.inject({ url: `/internal/v1/address/search?${query}`, headers });

  it('finds addresses of the shipped sample by postcode, up to the limit', async () => {
    const response = await search('query=SE15%206JY&limit=500');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const found = addressSearchResponseSchema.parse(response.json()).data;
    expect(found.length).toBeGreaterThan(0);
    for (const address of found) expect(address.postcode).toBe('SE15 6JY');
    const limited = addressSearchResponseSchema.parse(
      (await search('query=London&limit=3')).json(),
    );
    expect(limited.data).toHaveLength(3);
    const byDefault = addressSearchResponseSchema.parse((await search('query=London')).json());
    expect(byDefault.data).toHaveLength(500);
  });

  it('lists the addresses with the house number asked for first, then the rest in order', async () => {
    const found = addressSearchResponseSchema.parse(
      (await search('query=1%20Colebrooke%20Street&limit=500')).json(),
    ).data;
    expect(found).toHaveLength(237);
    // In gazetteer order the last of these came 163rd, far past what the list shows.
    expect(found.slice(0, 8).map((address) => address.single_line_address)).toEqual([
      'Ground Floor Flat, 1 Colebrooke Street, Peckham, London, SE15 6JY',
      'First Floor Flat, 1 Colebrooke Street, Peckham, London, SE15 6JY',
      'Second Floor Flat, 1 Colebrooke Street, Peckham, London, SE15 6JY',
      'Flat 1, Jenner Point, 13 Colebrooke Street, Peckham, London, SE15 6XS',
      'Flat 1, Seacole Court, 45 Colebrooke Street, Peckham, London, SE15 6GB',
      'Flat 1, Bronte Court, 51 Colebrooke Street, Peckham, London, SE15 6RL',
      'Flat 1, Eliot Mansions, 160 Colebrooke Street, Peckham, London, SE15 6NN',
      'Flat A, 10 Colebrooke Street, Peckham, London, SE15 6JY',
    ]);
  });

  it("finds a short list for each of the web app's hint examples", async () => {
    const byStreet = addressSearchResponseSchema.parse(
      (await search('query=3A%20Colebrooke%20Street&limit=500')).json(),
    ).data;
    expect(byStreet.map((address) => address.single_line_address)).toEqual([
      '3A Colebrooke Street, Peckham, London, SE15 6JY',
    ]);
    const byPostcode = addressSearchResponseSchema.parse(
      (await search('query=SE15%206HS&limit=500')).json(),
    ).data;
    expect(byPostcode).toHaveLength(8);
  });

  it('needs at least 3 characters, a sane limit and a signed-in user', async () => {
    const short = await search('query=%20SE%20');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(addressQueryTooShortMessage);
    expect((await search('query=London&limit=501')).statusCode).toBe(400);
    expect((await search('query=London', {})).statusCode).toBe(401);
  });
});

describe.each(databases)('address search through OS Places on $name', (database) => {
  let server: http.Server;
  let baseUrl: string;
  let answer: { status: number; body: unknown };
  const seen: { url: string; key: string | undefined }[] = [];

  beforeAll(async () => {
    // A stand-in for api.os.uk on a local port, so the real fetch path is exercised.
    server = http.createServer((request, response) => {
      seen.push({ url: request.url ?? '', key: request.headers.key as string | undefined });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}/search/places/v1`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** A search through an app configured for OS Places, built inside the test: the provider
   * is chosen while the app is built, and a mutation run credits a test only with the code
   * that runs inside it. */
  async function searchThroughOsPlaces(query: string) {
    const { app, close } = await buildTestApp(database, {
      ADDRESS_PROVIDER: 'os-places',
      OS_PLACES_API_KEY: 'test-key',
      OS_PLACES_BASE_URL: baseUrl,
    });
    try {
      const session = await createTestSession(app);
      return await app.inject({
        url: `/internal/v1/address/search?${query}`,
        headers: session.headers,
      });
    } finally {
      await close();
    }
  }

  it('returns what OS Places finds', async () => {
    answer = {
      status: 200,
      body: {
        results: [
          { DPA: { UPRN: '1', ADDRESS: '1, HIGH STREET, LONDON, SE1 1AA', POSTCODE: 'SE1 1AA' } },
        ],
      },
    };
    const response = await searchThroughOsPlaces('query=1%20High%20Street&limit=500');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { single_line_address: '1, HIGH STREET, LONDON, SE1 1AA', postcode: 'SE1 1AA', uprn: '1' },
      ],
    });
    expect(seen.at(-1)?.key).toBe('test-key');
    expect(seen.at(-1)?.url).toContain('/search/places/v1/find?query=1+High+Street');
  });

  it('answers 503 with a way forward when OS Places fails', async () => {
    answer = { status: 429, body: { error: 'quota' } };
    const response = await searchThroughOsPlaces('query=1%20High%20Street');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Address search is not available right now. Please enter the address yourself.',
    );
  });
});

describe.each(databases)('address search when the database fails on $name', (database) => {
  it('answers 500, not the 503 that sends residents to type the address, and logs an error', async () => {
    const log = logLines();
    const { app, close } = await buildTestApp(database, {}, undefined, {
      logger: { level: 'warn', stream: log.stream },
    });
    try {
      const session = await createTestSession(app);
      const search = () =>
        app.inject({ url: '/internal/v1/address/search?query=London', headers: session.headers });
      expect((await search()).statusCode).toBe(200);
      // A fault the address provider did not expect: its word index is gone.
      await app.db.schema.dropTable('address_word').execute();
      const response = await search();
      expect(response.statusCode).toBe(500);
      expect(log.lines.some((line) => line.msg === 'address search unavailable')).toBe(false);
      expect(log.lines.some((line) => line.level === 50)).toBe(true);
    } finally {
      await close();
    }
  });
});

describe.each(databases)('the address search call on $name', (database) => {
  it('is described in the OpenAPI document under address, for bearer tokens only', async () => {
    const { app, close } = await buildTestApp(database);
    try {
      const operation = (await openApiOperations(app))['/internal/v1/address/search']?.get;
      expect(operation?.tags).toEqual(['address']);
      expect(operation?.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '400', '401', '503']);
    } finally {
      await close();
    }
  });
});

describe.each(databases)('address search from a configured gazetteer file on $name', (database) => {
  let directory: string;
  const writeGazetteer = (name: string, lines: string[]) => {
    const file = path.join(directory, name);
    fs.writeFileSync(file, ['uprn,single_line_address,postcode', ...lines, ''].join('\n'));
    return file;
  };

  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gazetteer-routes-'));
  });
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('loads the configured file once the app is ready, and logs how many addresses it holds', async () => {
    const file = writeGazetteer('lanes.csv', [
      '1,"1 Test Lane, London, SE1 1AA",SE1 1AA',
      '2,"2 Test Lane, London, SE1 1AA",SE1 1AA',
    ]);
    const log = logLines();
    const { app, close } = await buildTestApp(
      database,
      { ADDRESS_GAZETTEER_FILE: file },
      undefined,
      {
        logger: { level: 'info', stream: log.stream },
      },
    );
    try {
      const session = await createTestSession(app);
      const response = await app.inject({
        url: '/internal/v1/address/search?query=test%20lane',
        headers: session.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        { single_line_address: '1 Test Lane, London, SE1 1AA', postcode: 'SE1 1AA', uprn: '1' },
        { single_line_address: '2 Test Lane, London, SE1 1AA', postcode: 'SE1 1AA', uprn: '2' },
      ]);
      expect(log.lines.filter((line) => line.msg === 'gazetteer loaded')).toEqual([
        expect.objectContaining({ level: 30, addresses: 2 }),
      ]);
    } finally {
      await close();
    }
  });

  it('answers 503 and logs why when the file cannot be loaded', async () => {
    const file = writeGazetteer('broken.csv', [
      'not-a-uprn,"1 Test Lane, London, SE1 1AA",SE1 1AA',
    ]);
    const log = logLines();
    const { app, close } = await buildTestApp(
      database,
      { ADDRESS_GAZETTEER_FILE: file },
      undefined,
      {
        logger: { level: 'warn', stream: log.stream },
      },
    );
    try {
      const session = await createTestSession(app);
      const response = await app.inject({
        url: '/internal/v1/address/search?query=test%20lane',
        headers: session.headers,
      });
      expect(response.statusCode).toBe(503);
      const message =
        'Address search is not available right now. Please enter the address yourself.';
      expect(response.json()).toMatchObject({
        message,
        errors: [{ error: message, code: 'ADDRESS_SEARCH_UNAVAILABLE' }],
      });
      expect(log.lines.filter((line) => line.msg === 'gazetteer load failed')).toEqual([
        expect.objectContaining({
          level: 50,
          err: expect.objectContaining({ message: expect.stringContaining("UPRN 'not-a-uprn'") }),
        }),
      ]);
      expect(log.lines.filter((line) => line.msg === 'address search unavailable')).toEqual([
        expect.objectContaining({
          level: 40,
          err: expect.objectContaining({
            message: expect.stringContaining('the gazetteer is not loaded'),
          }),
        }),
      ]);
    } finally {
      await close();
    }
  });

  it('refuses to start when the configured file does not exist', async () => {
    const missing = path.join(directory, 'missing.csv');
    await expect(buildTestApp(database, { ADDRESS_GAZETTEER_FILE: missing })).rejects.toThrow(
      `ADDRESS_GAZETTEER_FILE not found: ${missing}`,
    );
  });
});
