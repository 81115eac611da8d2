import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../errors/index.ts';

const busyMessage =
  'The service is very busy and your answers have not been saved yet. Please try again in a moment.';

/** How long a client is asked to wait before saving again. */
const busyRetryAfterSeconds = 1;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by `@fastify/under-pressure` in place of its own handler for this route. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;
  }
}

/** How often the event loop's delay is measured: often enough to shed within a health
 * check's interval, seldom enough to cost nothing. */
const sampleIntervalMs = 250;

/**
 * Load shedding for saves, by `@fastify/under-pressure` (docs/decisions/0134): while the event
 * loop's mean delay over the last sample is above `maxEventLoopDelayMs`, a save is refused
 * before its body is read, with 503 and Retry-After; a refused save changed nothing, the web
 * app shows the message and the resident saves again. Every other request (a health check, a
 * read, a submission) is served whatever the pressure: only a route that opts in with
 * `config: refuseWhenBusy` sheds.
 */
export const saveSheddingPlugin = fp(
  async (app: FastifyInstance, options: { maxEventLoopDelayMs: number }) => {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      sampleInterval: sampleIntervalMs,
      // Served as usual unless the route says otherwise.
      pressureHandler: () => undefined,
    });
  },
  { name: 'save-shedding' },
);

/** A route's `config` that refuses it with 503 while the service is under pressure. */
export const refuseWhenBusy = {
  pressureHandler: (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('Retry-After', String(busyRetryAfterSeconds));
    return Promise.reject(new AppError(503, 'BUSY', busyMessage));
  },
};
