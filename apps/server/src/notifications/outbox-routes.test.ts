import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const [database] = await testDatabases();

/**
 * GET /dev/outbox holds reset links and sign-in codes, so it is served only to a developer on
 * their own machine: NODE_ENV=development set explicitly (an unset NODE_ENV is how a
 * forgotten production start looks) and a loopback client.
 */
describe('GET /dev/outbox', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function appWith(environment: Record<string, string>): Promise<FastifyInstance> {
    const built = await buildTestApp(database!, environment);
    close = built.close;
    return built.app;
  }

  async function sendOneMessage(app: FastifyInstance): Promise<void> {
    await app.notifications.send({
      channel: 'email',
      recipient: 'resident@example.test',
      template: 'verify-email',
      subject: 'Confirm your email address',
      body: 'Open https://care.example.gov.uk/verify?key=secret-link-key',
    });
  }

  it('is not served when NODE_ENV is unset', async () => {
    const app = await appWith({ NODE_ENV: '' });
    await sendOneMessage(app);
    const response = await app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret-link-key');
  });

  it('is not served under NODE_ENV=test or production', async () => {
    for (const nodeEnvironment of ['test', 'production']) {
      const app = await appWith({ NODE_ENV: nodeEnvironment });
      await sendOneMessage(app);
      const response = await app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
      expect(response.statusCode, nodeEnvironment).toBe(404);
      await close?.();
      close = undefined;
    }
  });

  it('is not served to a client on another machine, even in development', async () => {
    const app = await appWith({ NODE_ENV: 'development' });
    await sendOneMessage(app);
    for (const remoteAddress of ['192.0.2.10', '10.1.2.3', '2001:db8::1', '::ffff:192.0.2.10']) {
      const response = await app.inject({ url: '/dev/outbox', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(404);
      expect(response.body).not.toContain('secret-link-key');
    }
  });

  it('needs both the connection and the forwarded client to be loopback', async () => {
    const trustingEveryHop = await appWith({ NODE_ENV: 'development', TRUST_PROXY: '1' });
    await sendOneMessage(trustingEveryHop);
    const forgedLoopback = await trustingEveryHop.inject({
      url: '/dev/outbox',
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forgedLoopback.statusCode).toBe(404);
    await close?.();

    const behindLocalProxy = await appWith({ NODE_ENV: 'development', TRUST_PROXY: 'loopback' });
    await sendOneMessage(behindLocalProxy);
    const remoteClient = await behindLocalProxy.inject({
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.10' },
    });
    expect(remoteClient.statusCode).toBe(404);
  });

  it('is listed in the OpenAPI document under development, with its answer', async () => {
    const app = await appWith({ NODE_ENV: 'development' });
    const document = (await app.inject('/openapi.json')).json();
    const outbox = document.paths['/dev/outbox'].get;
    expect(outbox.tags).toEqual(['development']);
    expect(
      outbox.responses['200'].content['application/json'].schema.properties.data,
    ).toMatchObject({ type: 'array' });
  });

  it('answers an empty list in development when a real provider keeps nothing', async () => {
    const app = await appWith({
      NODE_ENV: 'development',
      NOTIFICATION_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    const response = await app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('serves the kept messages to a loopback client in development', async () => {
    const app = await appWith({ NODE_ENV: 'development' });
    await sendOneMessage(app);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({ url: '/dev/outbox', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().data).toEqual([
        expect.objectContaining({
          recipient: 'resident@example.test',
          template: 'verify-email',
          body: expect.stringContaining('secret-link-key'),
        }),
      ]);
    }
  });
});
