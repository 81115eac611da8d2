import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../config/index.ts';
import { isWebAppRequest } from './web-app.ts';

/**
 * A per-client limit across the API; the web app's own files are not counted. Counters live in memory for one process, or in Redis
 * when REDIS_URL is set so that several processes share them. Sign-in, PIN and code routes
 * set stricter limits of their own.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    // Imported only when configured: a single process never holds the client in memory
    // (docs/decisions/0064).
    const redis = config.REDIS_URL
      ? new (await import('ioredis')).Redis(config.REDIS_URL, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : null;
    if (redis) {
      // ioredis reconnects by itself; its errors are logged, never left unhandled.
      redis.on('error', (error: unknown) => app.log.debug({ err: error }, 'Redis error'));
      // Connect before serving, so the first requests are already counted in the shared store.
      // If Redis is down at start-up the service still starts; requests pass until it is back.
      await redis.connect().catch((error: unknown) => {
        app.log.warn({ err: error }, 'Redis unreachable; rate limits not shared until it returns');
      });
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'csa-rate-limit:' } : {}),
      // If Redis is briefly unreachable, keep serving residents rather than fail every call.
      skipOnError: true,
      allowList: (request) => isWebAppRequest(request),
      // A client that has already dropped the connection (a malformed chunked body makes Node
      // close it) has no address any more; the default key would throw a TypeError.
      keyGenerator: (request) =>
        // Stryker disable next-line StringLiteral: any constant names the one counter that gone clients share; none reads the answer
        request.ip === undefined ? 'client-disconnected' : normalizeIP(request.ip),
    });
  },
  { name: 'rate-limit' },
);
