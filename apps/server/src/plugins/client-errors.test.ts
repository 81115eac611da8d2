import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/load-config.ts';
import { databaseEnvironmentOf, testDatabases } from '../testing/index.ts';

const [database] = await testDatabases();

/** Sends raw bytes and drops the connection at once, without waiting for an answer. */
async function sendAndReset(port: number, request: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request, () => {
        socket.resetAndDestroy();
        resolve();
      });
    });
    socket.on('error', () => resolve());
  });
}

/** Sends raw bytes, as a broken or hostile client would, and returns the status line. */
async function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy());
  });
}

async function untilNoOpenConnections(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const openConnections = () =>
    new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  while ((await openConnections()) > 0) {
    if (Date.now() > deadline) throw new Error('connections still open');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.runIf(database)('client mistakes in the log', () => {
  const entries: { level: number; msg?: string; err?: { type?: string } }[] = [];
  let app: FastifyInstance;
  let port = 0;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const handle = await database!.open();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...databaseEnvironmentOf(handle),
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          entries.push(JSON.parse(line) as (typeof entries)[number]);
        }
        done();
      },
    });
    app = await buildApp({
      config,
      logger: { level: 'info', stream },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(async () => close?.());

  it('never logs a malformed body or request at error level', async () => {
    const head = (path: string, extra: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${extra}\r\n`;
    const statuses = [
      await sendRaw(
        port,
        `${head('/auth/login', 'Transfer-Encoding: chunked\r\n')}ZZ\r\n{}\r\n0\r\n\r\n`,
      ),
      await sendRaw(
        port,
        `${head('/internal/v1/form', 'Transfer-Encoding: chunked\r\n')}5\r\n{"a":\r\n`,
      ),
      await sendRaw(port, `${head('/auth/login', 'Content-Length: 50\r\n')}{"email":`),
      await sendRaw(port, 'GARBAGE / HTTP/1.1\r\n\r\n'),
    ];
    for (const status of statuses) expect(status).not.toMatch(/ 5\d\d /);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await sendAndReset(
        port,
        `${head('/auth/login', 'Transfer-Encoding: chunked\r\n')}ZZ\r\n{}\r\n`,
      );
      await sendAndReset(port, head('/internal/v1/form', 'Transfer-Encoding: chunked\r\n'));
    }
    // Each dropped connection is logged as the server closes it: wait until it has closed them
    // all rather than for a guessed time.
    await untilNoOpenConnections(app);
    const errors = entries.filter((entry) => entry.level >= 50);
    expect(errors).toEqual([]);
  });
});

describe.each(await testDatabases())('characters a database cannot store on $name', (database) => {
  it('answers a NUL in an id, a query or a body with a 4xx, never a 500', async () => {
    const { buildTestApp, createTestSession } = await import('../testing/index.ts');
    const { app, close } = await buildTestApp(database);
    try {
      const session = await createTestSession(app);
      const calls = await Promise.all([
        app.inject({ url: '/internal/v1/form/abc%00def', headers: session.headers }),
        app.inject({
          method: 'DELETE',
          url: '/internal/v1/agentLogin/abc%00def',
          headers: session.headers,
        }),
        app.inject({ url: '/auth/verify-email?token=abc%00def' }),
        app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'a@example.test', password: 'nul\u0000inside password' },
        }),
      ]);
      for (const response of calls) expect(response.statusCode, response.body).toBeLessThan(500);
    } finally {
      await close();
    }
  });
});
