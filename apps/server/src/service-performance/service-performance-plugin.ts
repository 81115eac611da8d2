import type { FastifyInstance } from 'fastify';
import { previewReachedRoute } from './preview-reached-route.ts';

/**
 * The council's view of how the service performs, made only of counts (docs/decisions/0130).
 * The counting itself happens beside the events that cause it (forms/, data-protection/);
 * this plugin holds the calls of its own.
 */
export async function servicePerformancePlugin(app: FastifyInstance): Promise<void> {
  await app.register(previewReachedRoute);
}
