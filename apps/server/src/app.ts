import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/index.ts';
import { accountsPlugin, authenticatePlugin, sessionRoutes } from './accounts/index.ts';
import {
  databasePlugin,
  errorHandlerPlugin,
  noStoreAnswersPlugin,
  openApiPlugin,
  rateLimitPlugin,
  RequestLogController,
  saveSheddingPlugin,
  securityHeadersPlugin,
  webAppPlugin,
} from './plugins/index.ts';
import { backupSchedulePlugin } from './database/index.ts';
import { pdfRendererPlugin } from './pdf/index.ts';
import { assessmentPlugin } from './forms/index.ts';
import { deliveryPlugin } from './delivery/index.ts';
import { staffPlugin } from './staff/index.ts';
import { contentPlugin } from './content/index.ts';
import { contactDigestPlugin, servicePerformancePlugin } from './service-performance/index.ts';
import { dataProtectionPlugin } from './data-protection/index.ts';
import { healthRoutes, runtimeConfigRoutes } from './routes/index.ts';
import { metricsPlugin } from './metrics/index.ts';
import { safeErrorSerializer } from './errors/index.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Tests move the clock of time-driven work (delivery retries, two-step codes, overdue
   * cases). */
  now?: () => Date;
  /** Tests move the clock of sessions and PINs (idle and absolute limits, PIN expiry) on its
   * own, so tests that move the work clock by days keep their sign-ins. */
  sessionNow?: () => Date;
  /** How long a sign-up answer takes at the least (the account plugin's default hides whether
   * an address is registered). Tests of anything but sign-up itself set it to 0, so that each
   * resident they sign up does not cost them the floor. */
  signUpAnswerFloorMs?: number;
}

/** Request logs carry the path only: query strings can hold sign-in tokens or searches that
 * are personal data. */
const requestSerializer = (request: { method: string; url: string; id: string }) => ({
  id: request.id,
  method: request.method,
  path: request.url.split('?')[0],
});

/** Fastify ignores a numeric trustProxy (it cannot check the nearest peer), so a hop count is
 * given as the rule it stands for: the nearest `hops` addresses are proxies. */
function fastifyTrustProxy(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Builds the whole service without listening, so tests can `inject` requests. Plugins load in
 * layers: external (errors, security, limits, database, OpenAPI) → routes → web app fallback.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const postgresSchema = config.DATABASE_SCHEMA;
  const app = Fastify({
    // A test's logger (a level and a stream to read) keeps the service's serializers.
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: requestSerializer, err: safeErrorSerializer },
      ...(typeof options.logger === 'object' ? options.logger : {}),
    },
    logController: new RequestLogController(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(noStoreAnswersPlugin);
  await app.register(rateLimitPlugin, { config });
  if (config.SAVE_SHEDDING_EVENT_LOOP_DELAY_MS > 0) {
    await app.register(saveSheddingPlugin, {
      maxEventLoopDelayMs: config.SAVE_SHEDDING_EVENT_LOOP_DELAY_MS,
    });
  }
  await app.register(databasePlugin, {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    ...(postgresSchema ? { postgresSchema } : {}),
  });
  await app.register(backupSchedulePlugin, { config });
  const now = options.now ?? (() => new Date());
  const sessionNow = options.sessionNow ?? (() => new Date());
  await app.register(authenticatePlugin, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    now: sessionNow,
  });
  await app.register(openApiPlugin, { version: config.BUILD_VERSION });
  await app.register(metricsPlugin, { config, now });
  const pdfRenders = app.metrics.pdfRenderDuration;
  await app.register(pdfRendererPlugin, {
    councilName: config.COUNCIL_NAME,
    flavour: config.COUNCIL_FLAVOUR,
    idleMs: config.PDF_WORKER_IDLE_SECONDS * 1000,
    onRendered: (outcome, seconds) => pdfRenders.observe({ outcome }, seconds),
  });

  await app.register(healthRoutes);
  await app.register(runtimeConfigRoutes(config));
  await app.register(sessionRoutes);
  await app.register(accountsPlugin, {
    config,
    now,
    sessionNow,
    signUpAnswerFloorMs: options.signUpAnswerFloorMs,
  });
  await app.register(deliveryPlugin, { config, now });
  await app.register(dataProtectionPlugin, { config, now });
  await app.register(contentPlugin, { config, now });
  await app.register(assessmentPlugin, { config });
  await app.register(staffPlugin, { config, now });
  await app.register(servicePerformancePlugin, { now });
  await app.register(contactDigestPlugin, { config, now });

  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR || defaultWebDist });
  return app;
}
