import type { FastifyInstance } from 'fastify';
import { getPerformanceRoute } from './get-performance-route.ts';
import { previewReachedRoute } from './preview-reached-route.ts';
import { rateServiceRoute } from './rate-service-route.ts';
import { setPerformanceMonthRoute } from './set-performance-month-route.ts';

/**
 * The council's view of how the service performs, made only of counts (docs/decisions/0130,
 * 0131). The counting itself happens beside the events that cause it (forms/,
 * data-protection/); this plugin holds the calls of its own.
 */
export async function servicePerformancePlugin(
  app: FastifyInstance,
  options: { now: () => Date },
): Promise<void> {
  const { now } = options;
  await app.register(previewReachedRoute);
  await app.register(rateServiceRoute, { now });
  await app.register(getPerformanceRoute, { now });
  await app.register(setPerformanceMonthRoute, { now });
}
