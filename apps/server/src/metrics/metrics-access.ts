import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { addressListMatcher } from '../config/index.ts';

/** Headers a proxy adds when it relays a request. */
const relayHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Who may read the metrics: a caller with the configured bearer token, from anywhere; or a
 * caller whose own connection comes from an allowed address. The connection's address is
 * used, never X-Forwarded-For, and a relayed request is refused: behind a proxy on the same
 * machine every visitor's request arrives from loopback (docs/decisions/0125).
 */
export function metricsAccessRule(options: {
  allowedAddresses: readonly string[];
  bearerToken: string;
}): (request: FastifyRequest) => boolean {
  const isAllowedAddress = addressListMatcher(options.allowedAddresses);
  const expected = options.bearerToken ? digest(`Bearer ${options.bearerToken}`) : null;
  return (request) => {
    const authorization = request.headers.authorization;
    if (expected && authorization !== undefined) {
      // Compared as digests, so the time taken says nothing about the token.
      return timingSafeEqual(digest(authorization), expected);
    }
    if (relayHeaders.some((header) => request.headers[header] !== undefined)) return false;
    const address = request.socket.remoteAddress;
    return address !== undefined && isAllowedAddress(address);
  };
}
