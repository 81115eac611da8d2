import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { formTypeCodeSchema } from './form-type-codes.ts';

export { performanceRoleNames, serviceManagerRoleName } from './role-names.ts';

/**
 * A count of fewer than 5 (but not 0) is never given as a number, in the API or on any page or
 * export: a small count can point at one resident (docs/decisions/0131).
 */
export const fewerThanFive = 'fewer than 5' as const;
export const countSchema = z.union([z.number().int().min(0), z.literal(fewerThanFive)]);
export type ShownCount = z.infer<typeof countSchema>;

/** A share in percent to one decimal place; null when a count it comes from is suppressed or
 * there is nothing to divide by. */
const percentSchema = z.number().min(0).max(100).nullable();

const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');
const isoMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM');

/** The longest range one call reads. */
export const maxPerformanceRangeDays = 731;

export const performanceQuerySchema = z
  .object({
    /** First day, in the council's time (Europe/London); 30 days before `to` when left out. */
    from: isoDaySchema.optional(),
    /** Last day, included; today when left out. */
    to: isoDaySchema.optional(),
    formTypeCode: formTypeCodeSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  });
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

const funnelStepSchema = z.object({
  /** `started`, an area id, `personalDetails`, `preview` or `submitted`. */
  step: z.string(),
  /** The pathway of an area; null for the steps every pathway has. */
  formTypeCode: formTypeCodeSchema.nullable(),
  label: z.string(),
  reached: countSchema,
  /** Areas only: how many completed it. */
  completed: countSchema.nullable(),
  /** Journeys that ended (closed or deleted by retention) with this as the last step reached. */
  droppedOff: countSchema,
});

const contactMonthSchema = z.object({
  month: isoMonthSchema,
  formTypeCode: formTypeCodeSchema,
  /** The carers centre's promise in days; null for a pathway without one. */
  promiseDays: z.number().int().nullable(),
  submitted: countSchema,
  contactedWithinPromise: countSchema,
  contactedLater: countSchema,
  notYetContacted: countSchema,
  /** Days from submission to the first move out of `new`; null under 5 contacted. */
  medianDaysToContact: z.number().nullable(),
});

export const performanceReportSchema = z.object({
  from: isoDaySchema,
  to: isoDaySchema,
  formTypeCode: formTypeCodeSchema.nullable(),
  kpis: z.object({
    completionRate: z.object({
      started: countSchema,
      submitted: countSchema,
      percent: percentSchema,
    }),
    digitalTakeUp: z.object({
      online: countSchema,
      phone: countSchema,
      /** Entered by an admin for each month of the range. */
      paperAndOther: countSchema,
      percent: percentSchema,
    }),
    costPerTransaction: z.object({
      /** The monthly costs an admin entered for the months of the range; null if none. */
      costPence: z.number().int().nullable(),
      transactions: countSchema,
      pencePerTransaction: z.number().int().nullable(),
      /** Months of the range with no cost entered. */
      monthsWithoutCost: z.array(isoMonthSchema),
    }),
    userSatisfaction: z.object({
      answered: countSchema,
      ratings: z.array(z.object({ rating: z.string(), label: z.string(), count: countSchema })),
      /** Very satisfied and satisfied, of all answers. */
      percentSatisfied: percentSchema,
    }),
  }),
  /** What residents wrote to improve the service, newest first (at most 500). */
  comments: z.array(
    z.object({
      day: isoDaySchema,
      formTypeCode: formTypeCodeSchema,
      rating: z.string(),
      comment: z.string(),
    }),
  ),
  funnel: z.array(funnelStepSchema),
  ends: z.object({
    submitted: countSchema,
    closed: countSchema,
    deletedWhileOpen: countSchema,
    deletedAfterClosing: countSchema,
  }),
  timeToSubmit: z.array(z.object({ bucket: z.string(), label: z.string(), count: countSchema })),
  contact: z.array(contactMonthSchema),
  demand: z.array(
    z.object({
      month: isoMonthSchema,
      formTypeCode: formTypeCodeSchema,
      area: z.string(),
      label: z.string(),
      count: countSchema,
    }),
  ),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;
export const performanceResponseSchema = dataEnvelope(performanceReportSchema);

/** What an admin enters for a month and pathway; null clears a figure. */
export const performanceMonthBodySchema = z.object({
  month: isoMonthSchema,
  formTypeCode: formTypeCodeSchema,
  paperAndOtherSubmissions: z.number().int().min(0).max(1_000_000).nullable(),
  costPence: z.number().int().min(0).max(100_000_000_000).nullable(),
});
export type PerformanceMonthBody = z.infer<typeof performanceMonthBodySchema>;
export const performanceMonthResponseSchema = dataEnvelope(performanceMonthBodySchema);

/** The GOV.UK satisfaction question, asked once a resident has submitted (decision 0132). */
export const satisfactionQuestion =
  'Overall, how did you feel about the service you received today?';
export const improvementQuestion = 'How could we improve this service?';
export const maxSatisfactionCommentLength = 1200;
export const satisfactionRatings = [
  'very-satisfied',
  'satisfied',
  'neither',
  'dissatisfied',
  'very-dissatisfied',
] as const;
export type SatisfactionRating = (typeof satisfactionRatings)[number];
export const satisfactionLabels: Record<SatisfactionRating, string> = {
  'very-satisfied': 'Very satisfied',
  satisfied: 'Satisfied',
  neither: 'Neither satisfied or dissatisfied',
  dissatisfied: 'Dissatisfied',
  'very-dissatisfied': 'Very dissatisfied',
};
export const satisfactionRequiredMessage = 'Select how you felt about the service';
export const satisfactionCommentTooLongMessage = `Your suggestion must be ${maxSatisfactionCommentLength.toLocaleString('en-GB')} characters or fewer`;

export const satisfactionBodySchema = z.object({
  rating: z.enum(satisfactionRatings, { message: satisfactionRequiredMessage }),
  comment: z
    .string()
    .trim()
    .max(maxSatisfactionCommentLength, satisfactionCommentTooLongMessage)
    .optional(),
});
export type SatisfactionBody = z.infer<typeof satisfactionBodySchema>;
