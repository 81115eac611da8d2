import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processMetrics } from './process-metrics.ts';

/** Seconds: a keyed read takes a few milliseconds, a large PDF preview several seconds. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const pdfBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Every metric the service reports. Labels hold only fixed words (a route's pattern, a status
 * code, a job status, a sign-in method), never a path, an id or anything a resident typed, so
 * nothing personal can reach the council's monitoring and the number of series stays fixed.
 */
export function createServiceMetrics(options: { hasPool: boolean }) {
  const registry = new Registry();
  const registers = [registry];
  const metrics = {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: requestBuckets,
      registers,
    }),
    signInFailures: new Counter({
      name: 'csa_sign_in_failures_total',
      help: 'Sign-in attempts refused for wrong details or a wrong code, by sign-in method.',
      labelNames: ['method'] as const,
      registers,
    }),
    signInLockouts: new Counter({
      name: 'csa_sign_in_lockouts_total',
      help: 'Sign-in attempts refused because too many had failed (the attempt that locks, and every one while locked), by sign-in method.',
      labelNames: ['method'] as const,
      registers,
    }),
    pdfRenderDuration: new Histogram({
      name: 'csa_pdf_render_duration_seconds',
      help: 'PDF renders (downloads, previews and delivery) and their time, by outcome.',
      labelNames: ['outcome'] as const,
      buckets: pdfBuckets,
      registers,
    }),
    deliveryJobs: new Gauge({
      name: 'csa_delivery_jobs',
      help: 'Delivery jobs in the outbox by status: pending, failed (waiting to retry), dead (gave up) and done.',
      labelNames: ['status'] as const,
      registers,
    }),
    oldestPendingJobAge: new Gauge({
      name: 'csa_delivery_oldest_pending_job_age_seconds',
      help: 'Age of the oldest job not yet delivered (pending or waiting to retry); 0 when there is none.',
      registers,
    }),
    overdueCarersCases: new Gauge({
      name: 'csa_carers_cases_overdue',
      help: 'CARERS submissions past the carers centre’s date to contact by and not yet contacted or closed.',
      registers,
    }),
    ready: new Gauge({
      name: 'csa_ready',
      help: '1 when the database answered this scrape’s queries (what /readyz checks), else 0.',
      registers,
    }),
    poolConnections: new Gauge({
      name: 'csa_database_pool_connections',
      help: 'PostgreSQL pool connections by state (in-use, idle).',
      labelNames: ['state'] as const,
      // Only a service on PostgreSQL has a pool to report.
      registers: options.hasPool ? registers : [],
    }),
    poolWaiting: new Gauge({
      name: 'csa_database_pool_waiting_requests',
      help: 'Queries waiting for a PostgreSQL connection because every one is in use.',
      registers: options.hasPool ? registers : [],
    }),
  };
  // Series that start at zero, so a rate or an alert on them works before the first event.
  for (const outcome of ['ok', 'failed'] as const) metrics.pdfRenderDuration.zero({ outcome });
  for (const method of signInMethods) {
    metrics.signInFailures.inc({ method }, 0);
    metrics.signInLockouts.inc({ method }, 0);
  }
  return {
    ...metrics,
    /** What one scrape reads: the process's metrics and the service's. */
    exposition: Registry.merge([processMetrics(), registry]),
  };
}

export type ServiceMetrics = ReturnType<typeof createServiceMetrics>;

/** Each way of signing in that counts failures (see sign-in-routes.ts). */
export const signInMethods = ['password', 'two-step', 'mobile', 'pin'] as const;
export type SignInMethod = (typeof signInMethods)[number];
