import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { ContactDigestSchedule } from './contact-digest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The carers centre's weekly contact e-mail, queued by this process's schedule. */
    contactDigest: { schedule: ContactDigestSchedule };
  }
}

/**
 * Queues the carers centre's weekly e-mail of cases due for contact and overdue. It runs
 * where the server's other scheduled job, retention, runs (RETENTION_SCHEDULE=in-process);
 * the delivery worker sends it.
 */
export const contactDigestPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; now?: () => Date }) => {
    const schedule = new ContactDigestSchedule(
      app.db,
      options.now ?? (() => new Date()),
      app.log.child({ component: 'contact-digest' }),
      undefined,
      () => app.delivery.nudge(),
    );
    app.decorate('contactDigest', { schedule });
    if (options.config.RETENTION_SCHEDULE === 'in-process') {
      app.addHook('onReady', async () => schedule.start());
    }
    app.addHook('preClose', async () => schedule.stop());
  },
  { name: 'contact-digest', dependencies: ['database', 'delivery'] },
);
