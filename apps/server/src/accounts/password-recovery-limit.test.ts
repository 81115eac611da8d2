import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { messageSent, signUpForTest, testEnvironment } from './account-test-helpers.ts';
import { recoverMessage } from './password-recovery-routes.ts';

const databases = await testDatabases();

describe.each(databases)('the limit on password recovery requests on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  const resetMessagesTo = (email: string) =>
    (app.devOutbox?.outbox() ?? []).filter(
      (message) => message.recipient === email && message.template === 'reset-password',
    );

  it('sends at most four reset e-mails to one address in 15 minutes, answering every request alike', async () => {
    const { email } = await signUpForTest(app);
    for (let request = 0; request < 7; request += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/recover',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.message).toBe(recoverMessage);
    }
    // Messages go out in the order they were asked for: once a later request from another
    // resident has been sent, every reset e-mail the seven requests could cause has been too.
    const later = await signUpForTest(app);
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email: later.email } });
    await messageSent(app, later.email, 'reset-password');
    expect(resetMessagesTo(email)).toHaveLength(4);
  });

  it('answers with an error, not the usual reply, when the limiter cannot reach its table', async () => {
    const { email } = await signUpForTest(app);
    await app.db.schema.dropTable('attempt_counter').execute();
    const response = await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    expect(response.statusCode).toBe(500);
    // The error is raised before anything is queued; give queued sends their turns regardless.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(resetMessagesTo(email)).toHaveLength(0);
  });
});
