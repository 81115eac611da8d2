import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import { securityHeadersPlugin } from './security-headers.ts';

/** Every security header, word for word, as helmet produced them per request before they
 * were computed once at start-up to save that work: computing them once must not loosen any. */
const common = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'x-robots-tag': 'noindex, nofollow',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const translation =
  'https://translate.google.com https://translate.googleapis.com https://translate-pa.googleapis.com https://www.gstatic.com';

const cases = [
  {
    name: 'the defaults (not production)',
    environment: { NODE_ENV: 'test' },
    expected: {
      ...common,
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';frame-src https://videos.cdn.spotlightr.com;form-action 'self';frame-ancestors 'none';base-uri 'self';object-src 'none'",
    },
  },
  {
    name: 'production with every optional origin turned on',
    environment: {
      NODE_ENV: 'production',
      TRANSLATION_ENABLED: 'true',
      VIDEO_PLAYER: 'youtube',
      COUNCIL_LOGO_URL: 'https://logo.example.gov.uk/logo.svg',
      ERROR_REPORTING_DSN: 'https://errors.example.com/1',
      ACCOUNT_GATEWAY_URL: 'https://accounts.example.gov.uk/login',
      SUBMIT_API_BASE_URL: 'https://submit.example.gov.uk/api',
    },
    expected: {
      ...common,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'content-security-policy': `default-src 'self';script-src 'self' ${translation};style-src 'self' 'unsafe-inline' ${translation};img-src 'self' data: https://logo.example.gov.uk ${translation};font-src 'self';connect-src 'self' https://errors.example.com https://accounts.example.gov.uk https://submit.example.gov.uk ${translation};frame-src https://www.youtube-nocookie.com https://translate.google.com;form-action 'self' https://accounts.example.gov.uk;frame-ancestors 'none';base-uri 'self';object-src 'none';upgrade-insecure-requests`,
    },
  },
  {
    name: 'translation in development, a council Spotlightr host and a logo on this origin',
    environment: {
      NODE_ENV: 'development',
      TRANSLATION_ENABLED: 'true',
      SPOTLIGHTR_BASE_URL: 'https://council.cdn.spotlightr.com/watch/',
      COUNCIL_LOGO_URL: '/logo.svg',
    },
    expected: {
      ...common,
      'content-security-policy': `default-src 'self';script-src 'self' ${translation};style-src 'self' 'unsafe-inline' ${translation};img-src 'self' data: ${translation};font-src 'self';connect-src 'self' ${translation};frame-src https://council.cdn.spotlightr.com https://translate.google.com;form-action 'self';frame-ancestors 'none';base-uri 'self';object-src 'none'`,
    },
  },
];

describe.each(cases)('security headers: $name', ({ environment, expected }) => {
  async function build() {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      config: loadConfig({ DATA_DIR: '/tmp/unused', ...environment }),
    });
    app.get('/json', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('failed');
    });
    app.get('/own-header', async (_request, reply) => {
      reply.header('x-frame-options', 'SAMEORIGIN');
      return 'framed';
    });
    return app;
  }

  function securityHeaders(headers: Record<string, unknown>) {
    const ignored = new Set(['content-type', 'content-length', 'date', 'connection']);
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !ignored.has(name)));
  }

  it('sends exactly these headers on answers, 404s and errors', async () => {
    const app = await build();
    for (const url of ['/json', '/not-a-route', '/boom']) {
      const response = await app.inject(url);
      expect(securityHeaders(response.headers), url).toEqual(expected);
    }
    await app.close();
  });

  it('lets a route that sets a header itself keep its own value', async () => {
    const app = await build();
    const response = await app.inject('/own-header');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });
});
