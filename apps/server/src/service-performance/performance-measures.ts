import type { Assessment } from '@csa/contracts';

/**
 * What is counted (docs/decisions/0130). Each count row names a measure and a subject: the
 * area for the area measures, the step for drop-off, the time bucket for time to submit, the
 * channel for submissions, and '' where nothing more is needed.
 */
export const measures = {
  started: 'started',
  areaStarted: 'area-started',
  areaCompleted: 'area-completed',
  personalDetailsCompleted: 'personal-details-completed',
  previewReached: 'preview-reached',
  submitted: 'submitted',
  closed: 'closed',
  deletedByRetention: 'deleted-by-retention',
  /** A draft deleted with its resident's account (subject `open` or `closed`), counted with
   * the retention deletions as deleted before submission. */
  deletedWithAccount: 'deleted-with-account',
  timeToSubmit: 'time-to-submit',
  droppedOff: 'dropped-off',
  /** A submission whose answer to the area's key question was 'I need more help than I
   * already have' (subject: the area). */
  needsMoreHelp: 'needs-more-help',
} as const;

export type Measure = (typeof measures)[keyof typeof measures];

/** A step of one journey, counted the first time it is reached. */
export interface JourneyStep {
  measure: Measure;
  subject: string;
}

/** Drop-off subjects that are not areas. */
export const dropOffSteps = {
  /** Nothing saved after starting. */
  start: 'start',
  personalDetails: 'personalDetails',
  preview: 'preview',
} as const;

/** Time from start to submission, in buckets: a histogram, never a time per person. */
export const timeToSubmitBuckets = [
  { subject: 'under-1-hour', belowMs: 60 * 60_000 },
  { subject: '1-to-24-hours', belowMs: 24 * 60 * 60_000 },
  { subject: '1-to-7-days', belowMs: 7 * 24 * 60 * 60_000 },
  { subject: '7-to-28-days', belowMs: 28 * 24 * 60 * 60_000 },
  { subject: 'over-28-days', belowMs: Number.POSITIVE_INFINITY },
] as const;

export function timeToSubmitBucket(startedAt: Date, submittedAt: Date): string {
  const elapsed = submittedAt.getTime() - startedAt.getTime();
  const bucket = timeToSubmitBuckets.find((candidate) => elapsed < candidate.belowMs);
  // Stryker disable next-line StringLiteral: the last bucket has no upper bound, so it is always found
  return bucket?.subject ?? 'over-28-days';
}

export type SubmissionChannel = 'online' | 'phone';

/**
 * How a submission reached the council. Every submission today is made online by the resident;
 * assessments staff take by phone will answer 'phone' here, and nowhere else needs to change.
 */
export function submissionChannel(_submission: Pick<Assessment, 'id'>): SubmissionChannel {
  return 'online';
}

/** The council's day (Europe/London) of an instant, as YYYY-MM-DD. */
const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function performanceDay(at: Date): string {
  return londonDate.format(at);
}
