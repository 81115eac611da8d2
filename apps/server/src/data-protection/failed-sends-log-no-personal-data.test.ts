import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { signUpForTest, testEnvironment } from '../accounts/account-test-helpers.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { logLines } from '../testing/log-lines.ts';

const [database] = await testDatabases();

/**
 * A message that cannot be sent is logged for the operator, and mail relays and HTTP clients
 * put everything they were given into their errors: the recipient, the message with its link
 * and key, the credentials. The log line must carry none of it: logs hold no personal data.
 */
describe('a message the mail relay refuses', () => {
  let relay: SMTPServer;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const log = logLines();

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    // A relay that refuses every recipient, quoting the address back as real ones do.
    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refusal = new Error(`<${address.address}>: Recipient address rejected`);
        Object.assign(refusal, { responseCode: 550 });
        callback(refusal);
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.server.address() as AddressInfo;
    ({ app, close } = await buildTestApp(
      database,
      {
        ...testEnvironment,
        NOTIFICATION_PROVIDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
      },
      undefined,
      { logger: { level: 'info', stream: log.stream } },
    ));
  });
  afterAll(async () => {
    await close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  it('is logged without the address, the link or its key', async () => {
    const email = `grace.${Date.now()}@example.test`;
    await signUpForTest(app, { email });
    const deadline = Date.now() + 10_000;
    let failure = log.lines.find((line) => line.msg === 'could not send message');
    while (!failure && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      failure = log.lines.find((line) => line.msg === 'could not send message');
    }
    expect(failure, 'the failure is logged').toBeDefined();
    const text = JSON.stringify(failure);
    // The operator still learns what failed and why.
    expect(failure?.err?.message).toMatch(/Recipient address rejected/);
    expect(text).not.toContain(email);
    expect(text).not.toMatch(/key=/);
    // No other field the relay's error carried (the rejected list, the relay's reply).
    expect(Object.keys(failure?.err ?? {}).sort()).toEqual(['code', 'message', 'stack', 'type']);
  });
});
