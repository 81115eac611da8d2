import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config/config-schema.ts';

const translateOrigins = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://translate-pa.googleapis.com',
  'https://www.gstatic.com',
];

function originOf(url: string): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Strict Content-Security-Policy: scripts only from this origin, no inline script. Extra
 * origins are added only for what configuration turns on (video player, translation, error
 * reporting, an external account gateway, an external logo).
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

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(options.config),
      },
      // HSTS only matters behind TLS; the council's proxy terminates it in production.
      strictTransportSecurity: options.config.NODE_ENV === 'production',
      crossOriginEmbedderPolicy: false,
      // The same as frame-ancestors 'none', for browsers that only know the older header.
      frameguard: { action: 'deny' },
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    });
  },
  { name: 'security-headers' },
);
