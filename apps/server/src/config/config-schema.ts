import { z } from 'zod';
import { parseSupportedFormTypes } from '@csa/contracts';
import { councilFlavours } from '@csa/questionnaire';
import { videoIdsFileSetting } from './video-ids-file.ts';
import { parseTrustProxy } from './parse-trust-proxy.ts';
import { parseAddressList } from './parse-address-list.ts';
import { parseGroupRoles } from './parse-group-roles.ts';
import { isLoopbackHttp } from './is-loopback-http.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

// Zod applies a default without running the transform, so "not set" is handled here instead.
const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/ })])
  .optional()
  .transform((value) => (value ? value : null));

/**
 * Every environment variable the server reads, with its default. Parsed once at start-up; a
 * bad value stops the process with every problem listed (see load-config.ts). The table in
 * docs/configuration.md mirrors this schema.
 */
export const environmentSchema = z
  .object({
    /** Left unset when nobody chose: then neither production hardening nor the developer-only
     * routes are on (a forgotten production start must not serve sign-in codes). */
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.union([z.literal(''), z.url({ protocol: /^postgres(ql)?$/ })]).default(''),
    /** PostgreSQL schema for this service's tables; empty uses the connection's default. */
    DATABASE_SCHEMA: z
      .union([z.literal(''), z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/)])
      .default(''),
    SUPPORTED_FORM_TYPES: z
      .string()
      .default('CSA,CARERS')
      .transform((value, context) => {
        try {
          return parseSupportedFormTypes(value);
        } catch {
          context.addIssue({
            // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
            code: 'custom',
            message: 'use CSA, CARERS or both, comma-separated',
          });
          return z.NEVER;
        }
      }),
    COUNCIL_NAME: z.string().min(1).default('London Borough Council'),
    /** Picks the logo and the local links; only flavours with a link catalogue are valid. */
    COUNCIL_FLAVOUR: z
      .enum(councilFlavours, { error: `use one of ${councilFlavours.join(', ')}` })
      .default('london-borough'),
    COUNCIL_LOGO_URL: z.string().default(''),
    TERMS_URL: optionalUrl,
    PRIVACY_URL: optionalUrl,
    ACCESSIBILITY_CONTACT_EMAIL: z.email().default('accessibility@example.gov.uk'),
    TRANSLATION_ENABLED: booleanFlag.default(false),
    ACCOUNT_GATEWAY_URL: z.union([z.literal(''), z.url()]).default(''),
    /** A separate API that takes submissions and closures (spec §7): the web app sends them
     * there, without the /internal/v1 prefix. Empty sends them to this service. */
    SUBMIT_API_BASE_URL: z
      .union([z.literal(''), z.url({ protocol: /^https?$/ })])
      .default('')
      .transform((value) => value.replace(/\/+$/, '')),
    BUILD_VERSION: z.string().min(1).default('development'),
    ERROR_REPORTING_DSN: z.union([z.literal(''), z.url()]).default(''),
    VIDEO_PLAYER: z.enum(['spotlightr', 'youtube']).default('spotlightr'),
    SPOTLIGHTR_BASE_URL: z.url().default('https://videos.cdn.spotlightr.com/watch/'),
    VIDEO_IDS_FILE: videoIdsFileSetting,
    WEB_DIST_DIR: z.string().default(''),
    /** Shared store for rate-limit counters when several processes serve the same council. */
    REDIS_URL: z.union([z.literal(''), z.url({ protocol: /^rediss?$/ })]).default(''),
    /** Whose X-Forwarded-For to believe: off, a hop count, or proxy addresses and CIDRs. */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((value, context) => {
        const trust = parseTrustProxy(value);
        if (trust !== null) return trust;
        context.addIssue({
          // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
          code: 'custom',
          message: 'use false, a number of proxy hops, or proxy addresses/CIDRs, comma-separated',
        });
        return z.NEVER;
      }),
    /** Who may read GET /metrics: these socket addresses and CIDR ranges (never a request a
     * proxy relayed), or a caller with METRICS_BEARER_TOKEN. `none` allows no address. */
    METRICS_ALLOWED_ADDRESSES: z
      .string()
      .default('127.0.0.0/8,::1')
      .transform((value, context) => {
        const entries = parseAddressList(value);
        if (entries !== null) return entries;
        context.addIssue({
          // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
          code: 'custom',
          message: 'use IP addresses or CIDR ranges, comma-separated',
        });
        return z.NEVER;
      }),
    /** A bearer token that reads GET /metrics from any address; empty for none. */
    METRICS_BEARER_TOKEN: z
      .union([z.literal(''), z.string().min(32, 'use at least 32 characters')])
      .default(''),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /** Open (in progress) assessments one resident may hold per pathway: enough for one's own
     * and a few for people they help, few enough that nobody can fill the database. */
    MAX_OPEN_ASSESSMENTS_PER_PATHWAY: z.coerce.number().int().min(1).max(1000).default(10),
    /** Largest stored assessment (its answers as JSON). A CSA assessment with every text box
     * filled to its 4,900-character maximum is about 1.3 MB. */
    MAX_ASSESSMENT_BYTES: z.coerce.number().int().min(10_000).default(1_572_864),
    /** While the event loop's mean delay is above this, saves are refused with 503 and
     * Retry-After so that health checks and reads are still answered promptly
     * (plugins/save-shedding.ts). Half of the 100 ms a health check may take. 0 turns
     * shedding off, as the tests do. */
    SAVE_SHEDDING_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(50),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /** A PDF worker thread with nothing to render for this long is stopped, returning its
     * memory; the next PDF starts one, about half a second slower (docs/decisions/0064). */
    PDF_WORKER_IDLE_SECONDS: z.coerce.number().int().min(1).default(300),
    /** A session ends after this long without a request, and in any case after the absolute
     * lifetime. Residents may pause to find a letter or ask someone, so the idle time is long. */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Where e-mailed links (verification, password reset) point. */
    PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    NOTIFICATION_PROVIDER: z.enum(['log', 'smtp', 'notify']).default('log'),
    SMTP_URL: z.union([z.literal(''), z.url({ protocol: /^smtps?$/ })]).default(''),
    SMTP_FROM: z.string().default('Care and support <no-reply@example.gov.uk>'),
    NOTIFY_API_KEY: z.string().default(''),
    /** GOV.UK Notify templates with ((subject)) and ((body)) placeholders (SMS: ((body))). */
    NOTIFY_EMAIL_TEMPLATE_ID: z.string().default(''),
    NOTIFY_SMS_TEMPLATE_ID: z.string().default(''),
    /** Login e-mails that get the 'admin' role when they sign up or sign in. */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Council staff sign in through the council's OpenID Connect provider when these four
     * are set (docs/decisions/0127); otherwise with a password and an authenticator code. */
    STAFF_OIDC_ISSUER_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    STAFF_OIDC_CLIENT_ID: z.string().default(''),
    STAFF_OIDC_CLIENT_SECRET: z.string().default(''),
    /** The web page the provider returns staff to: PUBLIC_BASE_URL/staff/sign-in/return. */
    STAFF_OIDC_REDIRECT_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    /** The ID token claim listing the member's groups (Entra ID: `groups`). */
    STAFF_OIDC_GROUPS_CLAIM: z.string().min(1).default('groups'),
    /** `group-id=role` pairs, comma-separated; empty: roles are given by an admin here. */
    STAFF_OIDC_GROUP_ROLES: z
      .string()
      .default('')
      .transform((value, context) => parseGroupRoles(value, context)),
    /** An `amr` value the ID token must carry (such as `mfa`); empty for none. */
    STAFF_OIDC_REQUIRED_AMR: z.string().default(''),
    /** The `acr` the ID token must carry; empty for none. */
    STAFF_OIDC_REQUIRED_ACR: z.string().default(''),
    /** The longest a staff session from the provider lasts. */
    STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(8),
    /** Per client address, on each sign-in, recovery and code endpoint (on top of the
     * per-account lockout, which is what stops guessing). */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Verification e-mails (at sign-up, to a new contact address) one account may have sent
     * in an hour, and one address may be sent; the next is refused for an hour (decision 0096). */
    VERIFICATION_EMAILS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
    VERIFICATION_EMAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
    /** Team mailboxes told of each new submission (spec §1): no personal data is e-mailed. */
    TEAM_EMAIL_CSA: z.union([z.literal(''), z.email()]).default(''),
    TEAM_EMAIL_CARERS: z.union([z.literal(''), z.email()]).default(''),
    /** The council's case-management system: each submission is POSTed there, signed. */
    CASE_WEBHOOK_URL_CSA: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    CASE_WEBHOOK_URL_CARERS: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    /** Standard Webhooks signing secret, `whsec_` followed by base64. */
    CASE_WEBHOOK_SECRET: z
      .union([z.literal(''), z.string().regex(/^whsec_[A-Za-z0-9+/=]{16,}$/)])
      .default(''),
    CASE_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** `in-process`: every server process drains the outbox; `off`: only `npm run worker` does. */
    DELIVERY_WORKER: z.enum(['in-process', 'off']).default('in-process'),
    /** After this many failed attempts a job is dead (12 with the default backoff: about a day). */
    DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
    /** First retry waits up to this long; each later one up to twice as long (full jitter). */
    DELIVERY_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
    /** No retry waits longer than this. */
    DELIVERY_RETRY_CAP_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(12 * 3_600_000),
    /** A claimed job is due again after this long if its process died mid-step. */
    DELIVERY_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
    /** How often an idle worker looks for due jobs. */
    DELIVERY_POLL_MS: z.coerce.number().int().min(10).default(2_000),
    /** Jobs one process delivers at once (each mostly waits on mail and the case system). */
    DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    /** Storage limitation (UK GDPR): an open assessment untouched this long is deleted; its
     * owner is reminded 14 and 2 days before. */
    RETENTION_OPEN_DAYS: z.coerce.number().int().min(15).default(180),
    /** Closed (abandoned) assessments are deleted this long after they were closed. */
    RETENTION_CLOSED_DAYS: z.coerce.number().int().min(1).default(30),
    /** A submission's personal data, answers and stored PDF are erased this long after it was
     * submitted (about 7 years); a tombstone keeps reference, pathway and dates. */
    RETENTION_SUBMITTED_DAYS: z.coerce.number().int().min(1).default(2557),
    /** Accounts whose login e-mail was never confirmed and that hold no assessment. */
    RETENTION_UNVERIFIED_ACCOUNT_DAYS: z.coerce.number().int().min(1).default(30),
    /** `in-process`: the server runs the retention job hourly (one process at a time); `off`:
     * only `npm run retention` does (from cron, say). */
    RETENTION_SCHEDULE: z.enum(['in-process', 'off']).default('in-process'),
    /** `daily`: the server checks every published help link about once a day (one process at
     * a time) and an admin may run it at once; `off` (the default): nothing is requested, so
     * development, tests and CI never reach outside the machine. */
    LINK_CHECK: z.enum(['daily', 'off']).default('off'),
    /** Each request of a link (and of each redirect) gives up after this long. */
    LINK_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** A whole run stops after this long; links not reached are checked at the next run. */
    LINK_CHECK_RUN_LIMIT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
    /** For tests only: a plain-http loopback receiver (`http://127.0.0.1:PORT`) the checker may
     * request. A published `https://127.0.0.1:PORT/...` link is requested from it over http;
     * every other loopback, private or link-local address is refused. */
    LINK_CHECK_TEST_RECEIVER: z
      .union([
        z.literal(''),
        z.url().refine((value) => URL.canParse(value) && isLoopbackHttp(new URL(value)), {
          message: 'use a plain-http loopback address such as http://127.0.0.1:8080',
        }),
      ])
      .default(''),
    /** A folder for the server's own backups of the embedded database; empty: none (off). */
    BACKUP_DIR: z.string().default(''),
    /** With BACKUP_DIR, a new backup once the newest there is this many hours old. */
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 31)
      .default(24),
    /** With BACKUP_DIR, the backups kept: older ones are deleted after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** An open assessment idle this long gets one save-and-return reminder. */
    REMINDER_AFTER_DAYS: z.coerce.number().int().min(1).default(7),
    /** Address search: `local` (the gazetteer file loaded into the database) or `os-places`. */
    ADDRESS_PROVIDER: z.enum(['local', 'os-places']).default('local'),
    /** Gazetteer CSV (uprn,single_line_address,postcode) for the local provider; empty uses the
     * shipped sample of the fictional borough. Reloaded at start-up when the file changes. */
    ADDRESS_GAZETTEER_FILE: z.string().default(''),
    OS_PLACES_API_KEY: z.string().default(''),
    OS_PLACES_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://api.os.uk/search/places/v1'),
  })
  .superRefine(
    (config, context) => {
      if (config.ADDRESS_PROVIDER === 'os-places' && !config.OS_PLACES_API_KEY) {
        context.addIssue({
          // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
          code: 'custom',
          path: ['OS_PLACES_API_KEY'],
          message: 'required for os-places',
        });
      }
      if (config.BACKUP_DIR && config.DATABASE_URL) {
        context.addIssue({
          // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
          code: 'custom',
          path: ['BACKUP_DIR'],
          message:
            "backs up the embedded database only; with DATABASE_URL, the council's PostgreSQL point-in-time recovery keeps the data",
        });
      }
      const oidcKeys = [
        'STAFF_OIDC_ISSUER_URL',
        'STAFF_OIDC_CLIENT_ID',
        'STAFF_OIDC_CLIENT_SECRET',
        'STAFF_OIDC_REDIRECT_URL',
      ] as const;
      const issuer = config.STAFF_OIDC_ISSUER_URL;
      // A malformed address is already reported by its own field; only a parsed one is read.
      if (URL.canParse(issuer) && issuer.startsWith('http:') && !isLoopbackHttp(new URL(issuer))) {
        context.addIssue({
          // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
          code: 'custom',
          path: ['STAFF_OIDC_ISSUER_URL'],
          message: 'use https (http only for a provider on this machine)',
        });
      }
      if (oidcKeys.some((key) => config[key])) {
        for (const key of oidcKeys) {
          if (!config[key])
            context.addIssue({
              // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
              code: 'custom',
              path: [key],
              message: 'required for staff sign-in through the council identity provider',
            });
        }
      }
      if (config.NODE_ENV === 'production' && config.LINK_CHECK_TEST_RECEIVER) {
        context.addIssue({
          // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
          code: 'custom',
          path: ['LINK_CHECK_TEST_RECEIVER'],
          message: 'is for tests only: a production checker never requests this machine',
        });
      }
      if (config.NOTIFICATION_PROVIDER === 'smtp' && !config.SMTP_URL) {
        context.addIssue({
          // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
          code: 'custom',
          path: ['SMTP_URL'],
          message: 'required for smtp',
        });
      }
      if (
        (config.CASE_WEBHOOK_URL_CSA || config.CASE_WEBHOOK_URL_CARERS) &&
        !config.CASE_WEBHOOK_SECRET
      ) {
        context.addIssue({
          // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
          code: 'custom',
          path: ['CASE_WEBHOOK_SECRET'],
          message: 'required when a case webhook URL is set',
        });
      }
      if (config.NOTIFICATION_PROVIDER === 'notify') {
        for (const key of [
          'NOTIFY_API_KEY',
          'NOTIFY_EMAIL_TEMPLATE_ID',
          'NOTIFY_SMS_TEMPLATE_ID',
        ] as const) {
          if (!config[key])
            context.addIssue({
              // Stryker disable next-line StringLiteral: loadConfig reports an issue's path and message, never its code
              code: 'custom',
              path: [key],
              message: 'required for notify',
            });
        }
      }
    },
    // Also when a field is invalid: an operator fixing the file sees every problem at once,
    // not the missing partner settings only on the next start. The checks read strings that
    // parsed (or their defaults), so a bad field does not add a second, misleading problem.
    { when: () => true },
  );

export type Environment = z.input<typeof environmentSchema>;
export type Config = z.output<typeof environmentSchema>;
