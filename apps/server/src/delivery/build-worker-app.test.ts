import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/load-config.ts';
import {
  buildTestApp,
  createTestSession,
  deliveryJobOf,
  startSmtpReceiver,
  submitTestAssessment,
  testDatabases,
  type SmtpReceiver,
} from '../testing/index.ts';
import { buildWorkerApp } from './build-worker-app.ts';

const databases = await testDatabases();

describe.each(databases)('the stand-alone delivery worker on $name', (database) => {
  let service: FastifyInstance;
  let close: () => Promise<void>;
  let databaseEnvironment: Record<string, string>;
  let smtp: SmtpReceiver;
  const environment = {
    NOTIFICATION_PROVIDER: 'smtp',
    TEAM_EMAIL_CSA: 'customer.services@council.example',
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    ({
      app: service,
      close,
      databaseEnvironment,
    } = await buildTestApp(database, {
      ...environment,
      RATE_LIMIT_PER_MINUTE: '100000',
      SMTP_URL: smtp.url,
    }));
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  it('delivers what the service queued as soon as it is ready, whatever DELIVERY_WORKER says, and serves no calls', async () => {
    const resident = await createTestSession(service, {
      loginEmail: 'idris.bello@resident.example',
    });
    const form = await submitTestAssessment(service, resident, 'CSA');
    const worker = await buildWorkerApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ...databaseEnvironment,
        ...environment,
        SMTP_URL: smtp.url,
        DELIVERY_WORKER: 'off',
      }),
    );
    try {
      await worker.ready();
      // Team notice and receipt, with no drain: the worker's own loop sent them.
      await smtp.waitFor(2);
      expect((await worker.inject('/internal/v1/admin/delivery-health')).statusCode).toBe(404);
    } finally {
      await worker.close();
    }
    expect((await deliveryJobOf(service.db, form.id)).status).toBe('done');
  });
});
