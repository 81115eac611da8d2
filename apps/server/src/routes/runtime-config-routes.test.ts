import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import { runtimeConfigRoutes } from './runtime-config-routes.ts';

const exampleVideoIds = fileURLToPath(
  new URL('../../../../packages/questionnaire/src/links/video-ids.example.json', import.meta.url),
);

/** GET /config.json: what one web build needs to serve this council, and nothing more. */
describe('GET /config.json', () => {
  it('gives the web app each of its settings, none left at its default here', async () => {
    const config = loadConfig({
      SUPPORTED_FORM_TYPES: 'CARERS',
      COUNCIL_NAME: 'Kent County Council',
      COUNCIL_FLAVOUR: 'kent',
      COUNCIL_LOGO_URL: 'https://kent.example.gov.uk/logo.svg',
      TERMS_URL: 'https://kent.example.gov.uk/terms',
      PRIVACY_URL: 'https://kent.example.gov.uk/privacy',
      ACCESSIBILITY_CONTACT_EMAIL: 'access@kent.example.gov.uk',
      TRANSLATION_ENABLED: 'true',
      ACCOUNT_GATEWAY_URL: 'https://accounts.kent.example.gov.uk',
      SUBMIT_API_BASE_URL: 'https://submit.kent.example.gov.uk/assessments',
      BUILD_VERSION: '2026.11.23',
      ERROR_REPORTING_DSN: 'https://key@errors.kent.example.gov.uk/4',
      VIDEO_PLAYER: 'youtube',
      SPOTLIGHTR_BASE_URL: 'https://player.kent.example/watch/',
      SESSION_IDLE_MINUTES: '45',
      VIDEO_IDS_FILE: exampleVideoIds,
      SMTP_FROM: 'not for the browser <care@kent.example.gov.uk>',
    });
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(runtimeConfigRoutes(config));
    try {
      const response = await app.inject('/config.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const body = response.json();
      expect(body).toEqual({
        supportedFormTypes: ['CARERS'],
        councilName: 'Kent County Council',
        flavour: 'kent',
        logoUrl: 'https://kent.example.gov.uk/logo.svg',
        termsUrl: 'https://kent.example.gov.uk/terms',
        privacyUrl: 'https://kent.example.gov.uk/privacy',
        accessibilityContactEmail: 'access@kent.example.gov.uk',
        translationEnabled: true,
        accountGatewayUrl: 'https://accounts.kent.example.gov.uk',
        submitApiBaseUrl: 'https://submit.kent.example.gov.uk/assessments',
        buildVersion: '2026.11.23',
        errorReportingDsn: 'https://key@errors.kent.example.gov.uk/4',
        videoPlayer: 'youtube',
        spotlightrBaseUrl: 'https://player.kent.example/watch/',
        sessionIdleMinutes: 45,
        videoIds: expect.objectContaining({
          'personalHygiene/introductionVideo': 'example-hygiene-intro',
        }),
        staffSignInEnabled: false,
      });
    } finally {
      await app.close();
    }
  });

  it('says staff sign in with their council account when the provider is set, and no more of it', async () => {
    const config = loadConfig({
      STAFF_OIDC_ISSUER_URL: 'https://login.kent.example.gov.uk/tenant/v2.0',
      STAFF_OIDC_CLIENT_ID: 'care-self-assessment',
      STAFF_OIDC_CLIENT_SECRET: 'not-for-the-browser',
      STAFF_OIDC_REDIRECT_URL: 'https://care.kent.example.gov.uk/staff/sign-in/return',
    });
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(runtimeConfigRoutes(config));
    try {
      const response = await app.inject('/config.json');
      expect(response.json()).toMatchObject({ staffSignInEnabled: true });
      expect(response.body).not.toContain('not-for-the-browser');
      expect(response.body).not.toContain('login.kent.example.gov.uk');
    } finally {
      await app.close();
    }
  });
});
