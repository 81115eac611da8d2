import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import { notificationsPlugin } from '../notifications/index.ts';
import { pdfRendererPlugin } from '../pdf/index.ts';
import { databasePlugin } from '../plugins/index.ts';
import { deliveryPlugin } from './delivery-plugin.ts';

/**
 * The delivery worker alone, for councils that run it apart from the web processes: the same
 * plugins as the service (database, notifications, PDF, delivery) and no HTTP routes.
 */
export async function buildWorkerApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.LOG_LEVEL } });
  await app.register(databasePlugin, {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    ...(config.DATABASE_SCHEMA ? { postgresSchema: config.DATABASE_SCHEMA } : {}),
  });
  await app.register(notificationsPlugin, { config });
  await app.register(pdfRendererPlugin, {
    councilName: config.COUNCIL_NAME,
    flavour: config.COUNCIL_FLAVOUR,
    idleMs: config.PDF_WORKER_IDLE_SECONDS * 1000,
  });
  await app.register(deliveryPlugin, {
    config: { ...config, DELIVERY_WORKER: 'in-process' },
    withRoutes: false,
  });
  return app;
}
