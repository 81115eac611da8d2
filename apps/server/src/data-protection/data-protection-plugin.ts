import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { DeliveryJobRepository } from '../outbox/index.ts';
import { exportUserDataRoute } from './export-user-data-route.ts';
import { reminderPreferenceRoutes } from './reminder-preference-routes.ts';
import { deleteUserRoute } from './delete-user-route.ts';
import { councilHeldDataRoutes } from './council-held-data-routes.ts';
import { retentionPolicy } from './retention-policy.ts';
import { RetentionSchedule } from './retention-schedule.ts';
import { runRetention, type RetentionCounts } from './run-retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention job of this process. */
    retention: {
      /** One pass of every rule at `now` (default: this app's clock). */
      run: (options?: { now?: Date; isDryRun?: boolean }) => Promise<RetentionCounts>;
      schedule: RetentionSchedule;
    };
  }
}

export interface DataProtectionPluginOptions {
  config: Config;
  /** Tests move time; the service uses the wall clock. */
  now?: () => Date;
}

/**
 * Data protection by design: retention rules run hourly in the server (one process
 * at a time) and by `npm run retention`, reminders queued in the delivery outbox, the
 * resident's own copy and the reminder opt-out. The account owner's deletion of their account
 * (delete-user.ts), and staff's copy and erasure of a council-held caller's record.
 */
export const dataProtectionPlugin = fp(
  async (app: FastifyInstance, options: DataProtectionPluginOptions) => {
    const { config } = options;
    const clock = options.now ?? (() => new Date());
    const jobs = new DeliveryJobRepository(app.db, app.databaseKind);
    const policy = retentionPolicy(config);
    const run = async (runOptions: { now?: Date; isDryRun?: boolean } = {}) => {
      const counts = await runRetention({
        db: app.db,
        jobs,
        policy,
        now: runOptions.now ?? clock(),
        isDryRun: runOptions.isDryRun ?? false,
      });
      if (counts.reminded > 0 && !runOptions.isDryRun) app.delivery.nudge();
      return counts;
    };
    const schedule = new RetentionSchedule(
      app.db,
      // Stryker disable next-line ObjectLiteral: without a time, run() reads the same clock a moment later; the two differ only by that moment
      (now) => run({ now }),
      clock,
      app.log.child({ component: 'retention' }),
    );
    app.decorate('retention', { run, schedule });

    await app.register(exportUserDataRoute, { now: clock });
    await app.register(reminderPreferenceRoutes);
    await app.register(deleteUserRoute);
    await app.register(councilHeldDataRoutes, { now: clock });

    if (config.RETENTION_SCHEDULE === 'in-process') {
      app.addHook('onReady', async () => schedule.start());
    }
    app.addHook('preClose', async () => schedule.stop());
  },
  { name: 'data-protection', dependencies: ['database', 'authenticate', 'delivery'] },
);
