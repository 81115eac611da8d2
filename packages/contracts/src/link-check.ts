import { z } from 'zod';

/** Why a help link gave no HTTP status when it was checked. */
export const linkCheckErrorKinds = [
  'timeout',
  'private-address',
  'unresolved',
  'connection-failed',
  'too-many-redirects',
] as const;

/** A published help link whose last check failed (docs/decisions/0141). */
export const linkCheckFailureSchema = z.object({
  url: z.string(),
  /** The HTTP status it answered; null when it answered none (see errorKind). */
  status: z.number().int().nullable(),
  errorKind: z.enum(linkCheckErrorKinds).nullable(),
  firstFailedAt: z.string(),
  lastCheckedAt: z.string(),
});
export type LinkCheckFailure = z.infer<typeof linkCheckFailureSchema>;

/** GET /internal/v1/admin/content/link-check: the failing links of the published version. */
export const linkCheckResultsSchema = z.object({
  /** False when configuration leaves the checker off (LINK_CHECK). */
  isEnabled: z.boolean(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  failures: z.array(linkCheckFailureSchema),
});
export type LinkCheckResults = z.infer<typeof linkCheckResultsSchema>;
export const linkCheckResultsResponseSchema = z.object({ data: linkCheckResultsSchema });

/** POST /internal/v1/admin/content/link-check/run: what one run did. */
export const linkCheckRunSchema = z.object({
  checked: z.number().int(),
  failing: z.number().int(),
  /** Links the run's time limit left for the next run. */
  notReached: z.number().int(),
});
export const linkCheckRunResponseSchema = z.object({ data: linkCheckRunSchema });
