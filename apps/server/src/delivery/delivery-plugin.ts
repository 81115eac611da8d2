import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { adminDeliveryRoutes } from './admin-delivery-routes.ts';
import { deliveryChannels, unconfiguredTeams } from './delivery-channels.ts';
import { DeliveryJobRepository } from '../outbox/index.ts';
import { DeliveryWorker } from './delivery-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker of this process. `nudge` after writing a job delivers it at once. */
    delivery: { worker: DeliveryWorker; nudge: () => void };
  }
}

export interface DeliveryPluginOptions {
  config: Config;
  /** Tests move time; the service uses the wall clock. */
  now?: () => Date;
  /** Whether to serve the admin calls (the stand-alone worker serves nothing). */
  withRoutes?: boolean;
}

/**
 * Delivery of submissions to the council: the outbox worker, started in this process
 * unless DELIVERY_WORKER=off, and the admin calls on its queue. On close, the job in hand is
 * finished before the database goes away.
 */
export const deliveryPlugin = fp(
  async (app: FastifyInstance, options: DeliveryPluginOptions) => {
    const { config } = options;
    const now = options.now ?? (() => new Date());
    const jobs = new DeliveryJobRepository(app.db, app.databaseKind);
    const worker = new DeliveryWorker(
      {
        db: app.db,
        jobs,
        notifications: app.notifications,
        pdfRenderer: app.pdfRenderer,
        channels: deliveryChannels(config),
        publicBaseUrl: config.PUBLIC_BASE_URL,
        councilName: config.COUNCIL_NAME,
        webhookSecret: config.CASE_WEBHOOK_SECRET,
        webhookTimeoutMs: config.CASE_WEBHOOK_TIMEOUT_MS,
        log: app.log.child({ component: 'delivery' }),
        now,
        retentionOpenDays: config.RETENTION_OPEN_DAYS,
      },
      {
        maxAttempts: config.DELIVERY_MAX_ATTEMPTS,
        retryBaseMs: config.DELIVERY_RETRY_BASE_MS,
        retryCapMs: config.DELIVERY_RETRY_CAP_MS,
        leaseMs: config.DELIVERY_LEASE_MS,
        pollMs: config.DELIVERY_POLL_MS,
        concurrency: config.DELIVERY_CONCURRENCY,
      },
    );
    const nudge = () => worker.nudge();
    app.decorate('delivery', { worker, nudge });

    for (const team of unconfiguredTeams(config)) {
      app.log.warn(
        { team },
        'no team e-mail or case webhook is configured for this team: its submissions get only the resident confirmation',
      );
    }
    if (options.withRoutes !== false) {
      await app.register(adminDeliveryRoutes, { jobs, now, onRetry: nudge });
    }
    if (config.DELIVERY_WORKER === 'in-process') {
      app.addHook('onReady', async () => worker.start());
    }
    app.addHook('preClose', async () => worker.stop());
  },
  {
    name: 'delivery',
    dependencies: ['database', 'notifications', 'pdf-renderer'],
  },
);
