import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors/index.ts';
import { metricsAccessRule } from './metrics-access.ts';
import { readWorkGauges } from './read-work-gauges.ts';
import { createServiceMetrics, type ServiceMetrics } from './service-metrics.ts';
import { signInMethodOf } from './sign-in-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServiceMetrics;
  }
}

/** What a request no route matched is counted under, so a path never becomes a label. */
const unmatchedRoute = 'unmatched';

/**
 * Prometheus metrics for the council's monitoring: every request counted and timed by its
 * route's pattern, sign-in failures and lockouts, and at `GET /metrics` (for allowed callers
 * only; anyone else is told there is no such page) the outbox, overdue CARERS cases, the
 * database pool and the process. Registered before the routes, whose hooks it adds to.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; now: () => Date }) => {
    const metrics = createServiceMetrics({ hasPool: app.databasePoolUse !== null });
    app.decorate('metrics', metrics);
    const isAllowed = metricsAccessRule({
      allowedAddresses: options.config.METRICS_ALLOWED_ADDRESSES,
      bearerToken: options.config.METRICS_BEARER_TOKEN,
    });

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? unmatchedRoute,
        status_code: reply.statusCode,
      };
      metrics.requests.inc(labels);
      metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    });

    app.addHook('onError', async (request, _reply, error) => {
      const method = signInMethodOf(request.method, request.routeOptions.url);
      if (method === undefined || !(error instanceof AppError)) return;
      if (error.code === 'LOCKED') metrics.signInLockouts.inc({ method });
      else if (error.statusCode === 401) metrics.signInFailures.inc({ method });
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!isAllowed(request)) throw AppError.notFound();
      try {
        await readWorkGauges(app, metrics, options.now());
        metrics.ready.set(1);
      } catch (error) {
        // The process's metrics still go out: a scrape that failed would hide them too.
        request.log.warn({ err: error }, 'metrics could not read the database');
        metrics.ready.set(0);
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(metrics.exposition.contentType)
        .send(await metrics.exposition.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
