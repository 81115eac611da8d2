import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config/config-schema.ts';

/**
 * A per-client limit across the API. Counters live in memory for one process, or in Redis
 * when REDIS_URL is set so that several processes share them. Sign-in, PIN and code routes
 * set stricter limits of their own.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'csa-rate-limit:' } : {}),
      // If Redis is briefly unreachable, keep serving residents rather than fail every call.
      skipOnError: true,
    });
  },
  { name: 'rate-limit' },
);
