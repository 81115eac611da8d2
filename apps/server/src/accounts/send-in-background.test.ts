import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, logLines, testDatabases, type LogLine } from '../testing/index.ts';
import { signUpForTest, testEnvironment } from './account-test-helpers.ts';

const [database] = await testDatabases();

/** Resolves with the first log line `matches` accepts, turn by turn of the event loop: the send
 * fails after the answer has gone. */
async function lineLogged(lines: LogLine[], matches: (line: LogLine) => boolean): Promise<LogLine> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = lines.find(matches);
    if (line) return line;
    if (Date.now() > deadline) throw new Error('no such log line');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(database)('a message the mail relay refuses', () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  const log = logLines();
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database!,
      // Port 1 refuses the connection at once: a relay that is down.
      { ...testEnvironment, NOTIFICATION_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' },
      undefined,
      { logger: { level: 'info', stream: log.stream } },
    ));
  });
  afterAll(async () => close?.());

  it('does not fail the sign-up, and is logged for the operator with its template', async () => {
    const owner = await signUpForTest(app);
    expect(owner.token).toBeTruthy();
    const line = await lineLogged(log.lines, (entry) => entry.msg === 'could not send message');
    expect(line.level).toBe(50);
    expect(line.template).toBe('verify-email');
    expect(line.err?.message).toMatch(/ECONNREFUSED/);
    // The operator learns which message failed, not to whom.
    expect(JSON.stringify(line)).not.toContain(owner.email);
  });
});
