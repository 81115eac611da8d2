import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/** Admin calls on the delivery outbox. */
export const deliveryStatusSchema = z.enum(['pending', 'failed', 'dead', 'done']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const deliveryJobsQuerySchema = z.object({
  status: deliveryStatusSchema.optional(),
});

export const deliveryJobIdParamsSchema = z.object({ id: z.uuid() });

export const deliveryJobSchema = z.object({
  id: z.string(),
  formId: z.string(),
  reference: z.string().nullable(),
  team: z.string(),
  status: deliveryStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  /** The steps done so far: step name → when it succeeded. */
  steps: z.record(z.string(), z.string()),
});
export type DeliveryJobSummary = z.infer<typeof deliveryJobSchema>;

export const deliveryJobsResponseSchema = dataEnvelope(z.array(deliveryJobSchema));
export const deliveryJobResponseSchema = dataEnvelope(deliveryJobSchema);

export const deliveryHealthResponseSchema = dataEnvelope(
  z.object({
    counts: z.object({
      pending: z.number().int(),
      failed: z.number().int(),
      dead: z.number().int(),
      done: z.number().int(),
    }),
    /** Age of the oldest job not yet delivered (pending or waiting to retry); null if none. */
    oldestPendingAgeSeconds: z.number().int().nullable(),
  }),
);
