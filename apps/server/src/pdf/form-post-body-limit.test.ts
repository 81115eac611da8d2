import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const [database] = await testDatabases();

const limit = 65_536;
const boundary = 'csaLimitBoundary';
const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="html"\r\n\r\n`;
const partTail = `\r\n--${boundary}--\r\n`;

/**
 * The htmlToPdf form post obeys BODY_LIMIT_BYTES as every other body does, as multipart form
 * data too: a body over it is refused with 413 while it arrives, never read whole.
 */
describe.runIf(database)('the body limit on form posts', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let session: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database!, {
      BODY_LIMIT_BYTES: String(limit),
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    session = await createTestSession(app);
  });
  afterAll(async () => close());

  const headers = () => ({
    ...session.headers,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });

  it('refuses a multipart body that says it is over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/internal/v1/htmlToPdf',
      headers: headers(),
      payload: `${partHead}${'x'.repeat(limit * 3)}${partTail}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413 });
  });

  it('refuses a multipart body sent without a length once it passes the limit, before its end', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/internal/v1/htmlToPdf',
      headers: { ...headers(), 'transfer-encoding': 'chunked' },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
    });
    // Destroyed below either way: its hang-up is not the test's outcome.
    answered.catch(() => undefined);
    // Twice the limit, and the body never ends: a server that read it whole would never answer.
    outgoing.write(partHead);
    for (let sent = 0; sent < limit * 2; sent += 8192) outgoing.write('y'.repeat(8192));
    const unanswered = new Promise<'no answer'>((resolve) => {
      const timer = setTimeout(() => resolve('no answer'), 10_000);
      void answered.finally(() => clearTimeout(timer));
    });
    const response = await Promise.race([answered, unanswered]);
    outgoing.destroy();
    expect(response === 'no answer' ? response : response.statusCode).toBe(413);
  }, 20_000);
});
