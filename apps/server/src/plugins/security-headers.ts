import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/index.ts';

const translateOrigins = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://translate-pa.googleapis.com',
  'https://www.gstatic.com',
];

/** The origin of an absolute URL; nothing for '' (not set) or a path on this origin. */
function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Strict Content-Security-Policy: scripts only from this origin, no inline script. Extra
 * origins are added only for what configuration turns on (video player, translation, error
 * reporting, an external account gateway, a separate submit API, an external logo).
 */
export function contentSecurityPolicy(config: Config) {
  const translation = config.TRANSLATION_ENABLED ? translateOrigins : [];
  const videoOrigins =
    config.VIDEO_PLAYER === 'youtube'
      ? ['https://www.youtube-nocookie.com']
      : originOf(config.SPOTLIGHTR_BASE_URL);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...translation],
    // The translate widget writes inline styles; nothing of ours does.
    styleSrc: ["'self'", ...(translation.length ? ["'unsafe-inline'", ...translation] : [])],
    imgSrc: ["'self'", 'data:', ...originOf(config.COUNCIL_LOGO_URL), ...translation],
    fontSrc: ["'self'"],
    connectSrc: [
      "'self'",
      ...originOf(config.ERROR_REPORTING_DSN),
      ...originOf(config.ACCOUNT_GATEWAY_URL),
      ...originOf(config.SUBMIT_API_BASE_URL),
      ...translation,
    ],
    frameSrc: [...videoOrigins, ...(translation.length ? ['https://translate.google.com'] : [])],
    formAction: ["'self'", ...originOf(config.ACCOUNT_GATEWAY_URL)],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
  };
}

export function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS only matters behind TLS; the council's proxy terminates it in production.
    strictTransportSecurity: config.NODE_ENV === 'production',
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  };
}

/**
 * Every security header, computed once: helmet's own middleware is run a single time against a
 * response that only records what it sets. Nothing in them depends on the request (no CSP
 * nonces), so each response gets the same values helmet would have built for it, without
 * building them again per request.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {
      // helmet removes X-Powered-By, which Fastify never sends.
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet failed');
    },
  );
  headers['X-Robots-Tag'] = 'noindex, nofollow';
  headers['Permissions-Policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const headers = securityHeaders(options.config);
    // On every request, answered or not (404s and errors too), before any route runs, so a
    // route that needs another value for one header can still set its own.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
