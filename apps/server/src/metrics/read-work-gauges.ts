import type { FastifyInstance } from 'fastify';
import { DeliveryJobRepository } from '../outbox/index.ts';
import { countOverdueCarersCases } from './count-overdue-carers-cases.ts';
import type { ServiceMetrics } from './service-metrics.ts';

const jobStatuses = ['pending', 'failed', 'dead', 'done'] as const;

/** Sets the gauges that describe the work waiting in the database (the outbox, overdue cases)
 * and the pool, just before a scrape reads them: a few counting queries per scrape, nothing on
 * a resident's request. */
export async function readWorkGauges(
  app: FastifyInstance,
  metrics: ServiceMetrics,
  now: Date,
): Promise<void> {
  const jobs = new DeliveryJobRepository(app.db, app.databaseKind);
  const [counts, oldest, overdue] = await Promise.all([
    jobs.countByStatus(),
    jobs.oldestUndeliveredAt(),
    countOverdueCarersCases(app.db, now),
  ]);
  for (const status of jobStatuses) metrics.deliveryJobs.set({ status }, counts[status] ?? 0);
  metrics.oldestPendingJobAge.set(
    oldest === null ? 0 : Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000),
  );
  metrics.overdueCarersCases.set(overdue);
  const pool = app.databasePoolUse?.();
  if (pool) {
    metrics.poolConnections.set({ state: 'in-use' }, pool.inUse);
    metrics.poolConnections.set({ state: 'idle' }, pool.idle);
    metrics.poolWaiting.set(pool.waiting);
  }
}
