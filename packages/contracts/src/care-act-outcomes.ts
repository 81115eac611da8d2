import { z } from 'zod';
import { formTypeCodeSchema } from './form-type-codes.ts';

/**
 * The Care Act outcomes a submission's answers suggest (docs/decisions/0120), as stored with
 * it, shown to staff and sent in the case webhook. Indicative only: a practitioner decides.
 */
export const careActEvidenceSchema = z.object({
  itemId: z.string(),
  /** The question as the resident read it when submitting. */
  question: z.string(),
  answer: z.string(),
  /** The meaning of "unable" the answer shows, or carerHealthAtRisk. */
  shows: z.string(),
});
export type CareActEvidenceView = z.infer<typeof careActEvidenceSchema>;

export const careActResults = [
  'appearsUnable',
  'managesWithDifficulty',
  'manages',
  'notAnswered',
] as const;

export const careActOutcomeSchema = z.object({
  areaId: z.string(),
  /** The regulation paragraph, such as 2(2)(b). */
  regulation: z.string(),
  outcome: z.string(),
  result: z.enum(careActResults),
  meanings: z.array(z.string()),
  evidence: z.array(careActEvidenceSchema),
});
export type CareActOutcomeView = z.infer<typeof careActOutcomeSchema>;

export const careActOutcomesSchema = z
  .object({
    formTypeCode: formTypeCodeSchema,
    outcomes: z.array(careActOutcomeSchema),
    unmetCount: z.number().int(),
    threshold: z.number().int(),
    /** Carers only (null for adults): answers suggesting the carer's health is at risk. */
    carerHealthAtRisk: z.array(careActEvidenceSchema).nullable(),
    reachesIndicativeThreshold: z.boolean(),
    thresholdLine: z.string(),
    conditionsForPractitioner: z.array(z.string()),
  })
  .describe(
    'Care Act outcomes (indicative): what the answers suggest against the Eligibility Criteria Regulations 2015. Never a decision.',
  );
export type CareActOutcomesView = z.infer<typeof careActOutcomesSchema>;
