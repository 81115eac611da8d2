import net from 'node:net';

/** What Fastify's `trustProxy` accepts of the three forms we offer. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr understands for whole ranges of private addresses. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  // Stryker disable next-line StringLiteral: split gives at least one part; the default is for the type checker only
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whose `X-Forwarded-For` to believe. Off (empty or `false`) by default, because
 * anyone can send the header and every per-address limit would then count whatever a client
 * claims. A number trusts that many proxy hops in front of the service; a comma-separated list
 * trusts only proxies at those addresses or CIDR ranges. Returns null for a value that is none
 * of these.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops === 0 ? false : hops;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}
