import { z } from 'zod';
import { formTypeCodeSchema } from './form-type-codes.ts';

/** What the web app reads from `GET /config.json` at start. Nothing secret belongs here. */
export const runtimeConfigSchema = z.object({
  supportedFormTypes: z.array(formTypeCodeSchema).min(1),
  councilName: z.string(),
  flavour: z.string(),
  logoUrl: z.string(),
  termsUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
  accessibilityContactEmail: z.string(),
  translationEnabled: z.boolean(),
  /** Empty string: the built-in account gateway (the app's own /login and /signup pages). */
  accountGatewayUrl: z.string(),
  /** Empty string: submissions and closures go to this service's /internal/v1 paths; else
   * the base they go to instead, without that prefix (spec §7). */
  submitApiBaseUrl: z.string(),
  buildVersion: z.string(),
  /** Sentry-compatible DSN for render errors; empty means reporting is off. */
  errorReportingDsn: z.string(),
  videoPlayer: z.enum(['spotlightr', 'youtube']),
  spotlightrBaseUrl: z.string(),
  /** A sign-in ends after this many minutes without a request; the web app warns before. */
  sessionIdleMinutes: z.number().int().positive(),
  /** The council's video id per video item, keyed `topicId/itemId` (VIDEO_IDS_FILE). */
  videoIds: z.record(z.string(), z.string()),
  /** Council staff sign in through the council's identity provider (decision 0127). */
  staffSignInEnabled: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
