import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { settle, signUpForTest, testEnvironment } from './account-test-helpers.ts';
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
    await settle();
    expect(resetMessagesTo(email)).toHaveLength(4);
  });

  it('answers with an error, not the usual reply, when the limiter cannot reach its table', async () => {
    const { email } = await signUpForTest(app);
    await app.db.schema.dropTable('attempt_counter').execute();
    const response = await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    expect(response.statusCode).toBe(500);
    await settle();
    expect(resetMessagesTo(email)).toHaveLength(0);
  });
});
