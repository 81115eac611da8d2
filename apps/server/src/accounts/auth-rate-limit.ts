import type { Config } from '../config/index.ts';

/** Route config for the sign-in, code and recovery endpoints: a tighter per-address limit than
 * the rest of the API. It slows scripted guessing; the per-account lockout stops it. */
export function authRateLimit(config: Config) {
  return { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
}
