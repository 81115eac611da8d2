import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfigSchema, type RuntimeConfig } from '@csa/contracts';
import type { Config } from '../config/index.ts';

export function toRuntimeConfig(config: Config): RuntimeConfig {
  return {
    supportedFormTypes: config.SUPPORTED_FORM_TYPES,
    councilName: config.COUNCIL_NAME,
    flavour: config.COUNCIL_FLAVOUR,
    logoUrl: config.COUNCIL_LOGO_URL,
    termsUrl: config.TERMS_URL,
    privacyUrl: config.PRIVACY_URL,
    accessibilityContactEmail: config.ACCESSIBILITY_CONTACT_EMAIL,
    translationEnabled: config.TRANSLATION_ENABLED,
    accountGatewayUrl: config.ACCOUNT_GATEWAY_URL,
    submitApiBaseUrl: config.SUBMIT_API_BASE_URL,
    buildVersion: config.BUILD_VERSION,
    errorReportingDsn: config.ERROR_REPORTING_DSN,
    videoPlayer: config.VIDEO_PLAYER,
    spotlightrBaseUrl: config.SPOTLIGHTR_BASE_URL,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    videoIds: config.VIDEO_IDS_FILE,
    // Only whether it is on: the provider's address and client stay on the server.
    staffSignInEnabled: config.STAFF_OIDC_ISSUER_URL !== '',
  };
}

/** The web app's runtime configuration, so one build serves any council. */
export const runtimeConfigRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const body = toRuntimeConfig(config);
    app.get(
      '/config.json',
      { schema: { tags: ['operations'], response: { 200: runtimeConfigSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return body;
      },
    );
  };
