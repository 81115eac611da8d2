import net from 'node:net';

/** Redis used by the tests: TEST_REDIS_URL, else the machine's local server. */
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** CI sets REQUIRE_REDIS=1 so that an unreachable Redis fails the run instead of quietly
 * skipping the tests of counters shared between processes. */
const isRedisRequired = process.env.REQUIRE_REDIS === '1';

function canConnect(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** True when the tests that need Redis can run; throws instead of false when it is required. */
export async function isTestRedisReachable(): Promise<boolean> {
  const isReachable = await canConnect(redisUrl);
  if (!isReachable && isRedisRequired) {
    throw new Error(`Redis is required (REQUIRE_REDIS=1) but unreachable at ${redisUrl}`);
  }
  return isReachable;
}
