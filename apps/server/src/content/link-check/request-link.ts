import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';

/** What one link answered: a status when it gave one, else why not. */
export type LinkErrorKind =
  'timeout' | 'private-address' | 'unresolved' | 'connection-failed' | 'too-many-redirects';
export interface LinkAnswer {
  ok: boolean;
  status: number | null;
  errorKind: LinkErrorKind | null;
}

export interface RequestLinkOptions {
  /** Each request (HEAD, GET, each redirect) gives up after this long. */
  timeoutMs: number;
  /** Aborts everything still in flight when the run's time is up. */
  signal: AbortSignal;
  /** `host:port` of the one plain-http loopback receiver tests may name, or null. */
  testReceiver: string | null;
}

const maxRedirects = 5;

// Addresses a council's published link must never make the server reach: its own machine,
// its network and the cloud metadata service (169.254.169.254), whatever the link's host
// resolves to.
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for a loopback, private, link-local, shared, multicast or unspecified address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) return blocked.check(bare, 'ipv6');
  return true;
}

class PrivateAddressError extends Error {
  readonly code = 'PRIVATE_ADDRESS';
}

/** Resolves as the connection would, and refuses the host if any of its addresses is private,
 * so the address checked is the address connected to (no second lookup to be fooled by). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      return callback(new PrivateAddressError(hostname), '', 0);
    }
    if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
    const first = addresses[0]!;
    return callback(null, first.address, first.family);
  });
};

function errorKindOf(error: unknown): LinkErrorKind {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'PRIVATE_ADDRESS') return 'private-address';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'unresolved';
  if (code === 'ABORT_ERR') return 'timeout';
  return 'connection-failed';
}

/** One request; the status and where it redirects, without reading the body. */
function requestOnce(
  url: URL,
  method: 'HEAD' | 'GET',
  options: RequestLinkOptions,
): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const isTestReceiver = options.testReceiver !== null && url.host === options.testReceiver;
    const target = isTestReceiver ? new URL(url.href.replace(/^https:/, 'http:')) : url;
    const client = target.protocol === 'https:' ? https : http;
    if (!isTestReceiver && isIP(target.hostname.replace(/^\[|\]$/g, '')) !== 0) {
      // An address written in the link is never looked up, so it is checked here.
      if (isPrivateAddress(target.hostname)) {
        reject(new PrivateAddressError(target.hostname));
        return;
      }
    }
    const request = client.request(
      target,
      {
        method,
        signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
        ...(isTestReceiver ? {} : { lookup: publicOnlyLookup }),
        headers: { 'user-agent': 'council-help-link-checker', accept: '*/*' },
        agent: false,
      },
      (response) => {
        const location = response.headers.location ?? null;
        resolve({ status: response.statusCode ?? 0, location });
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Requests a published link as a resident's browser would reach it: HEAD, then GET when the
 * site does not allow HEAD, following up to five redirects, each checked like the link
 * itself. Only http and https are followed.
 */
export async function requestLink(href: string, options: RequestLinkOptions): Promise<LinkAnswer> {
  let url = new URL(href);
  try {
    for (let redirects = 0; redirects <= maxRedirects; redirects += 1) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        return { ok: false, status: null, errorKind: 'connection-failed' };
      }
      let answer = await requestOnce(url, 'HEAD', options);
      if (answer.status === 405 || answer.status === 501) {
        answer = await requestOnce(url, 'GET', options);
      }
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        url = new URL(answer.location, url);
        continue;
      }
      const ok = answer.status >= 200 && answer.status < 300;
      return { ok, status: answer.status, errorKind: null };
    }
    return { ok: false, status: null, errorKind: 'too-many-redirects' };
  } catch (error) {
    return { ok: false, status: null, errorKind: errorKindOf(error) };
  }
}
