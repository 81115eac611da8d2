const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A plain http address on this machine: the only kind of http address an identity provider
 * may have (a test's, or a developer's own). */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}
