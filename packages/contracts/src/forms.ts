import { z } from 'zod';
import { formTypeCodeSchema } from './form-type-codes.ts';
import { personalDetailsSchema } from './personal-details/personal-details-schema.ts';

/** Spec §3 Assessment. dirtyFields and submittedFields cross the wire as JSON text. */
export const assessmentSchema = z.object({
  id: z.string(),
  formTypeCode: formTypeCodeSchema,
  formName: z.string(),
  title: z.string(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  /** 'ABANDONED' means closed; null while open. */
  status: z.string().nullable(),
  dirtyFields: z.string(),
  submittedFields: z.string().nullable(),
  dateSubmitted: z.string().nullable(),
  pageCount: z.number().int(),
  lastValidPage: z.number().int(),
  allPagesValidated: z.boolean(),
  /** Optimistic-concurrency version: an update must quote the version it was based on. */
  version: z.number().int(),
  /** The council's reference for a submitted assessment, e.g. CSA-2026-000123. */
  reference: z.string().nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** One area's progress in dirtyFields (spec §3): answers keyed by item id. */
export const areaProgressSchema = z.object({
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  lastStepIndex: z.number().int().min(0),
  isComplete: z.boolean(),
});
export type AreaProgress = z.infer<typeof areaProgressSchema>;

export const suggestedLinkReferenceSchema = z.object({ url: z.string(), label: z.string() });

/** The parsed dirtyFields: one object per area key, plus personalDetails (and, once
 * submitted, the suggestions list). Area keys are topic ids of the pathway's content. */
export const dirtyFieldsSchema = z
  .object({
    personalDetails: personalDetailsSchema.optional(),
    suggestions: z.array(suggestedLinkReferenceSchema).optional(),
  })
  .catchall(areaProgressSchema);
export type DirtyFields = z.infer<typeof dirtyFieldsSchema>;

export const formIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The most assessments one list call returns; the web app asks page by page. */
export const maxListPageSize = 50;

export const listFormsQuerySchema = z.object({
  formTypeCode: formTypeCodeSchema.optional(),
  /** 1-based page of the list, newest first. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxListPageSize).default(20),
  /** Cache-breaking time parameter (spec §7); ignored. */
  t: z.string().optional(),
  _: z.string().optional(),
});

export const createFormBodySchema = z.object({
  formTypeCode: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(formTypeCodeSchema),
  formName: z.string().trim().min(1).max(200),
  pageCount: z.number().int().min(0).max(1000),
});

/** PUT /internal/v1/form/{id}. dirtyFields may arrive as JSON text or as an object (spec §3). */
export const updateFormBodySchema = z.object({
  dirtyFields: z.union([z.string().max(1_000_000), z.record(z.string(), z.unknown())]),
  pageCount: z.number().int().min(0).max(1000).optional(),
  lastValidPage: z.number().int().min(0).max(1000).optional(),
  allPagesValidated: z.boolean().optional(),
  /** The version the client last saw; a stale one gets 409. */
  version: z.number().int().min(1),
});

export const submitFormBodySchema = z.object({
  formModel: z.unknown().optional(),
  dirtyModel: z.unknown().optional(),
  /** Accepted for compatibility; the council's PDF is always rendered from stored data. */
  pdfHtml: z.string().max(2_000_000).optional(),
});

export const formEnvelopeSchema = z.object({ data: assessmentSchema });
/** One area's state in the list: enough for the list page's badges and its suggestions. */
export const areaSummarySchema = z.object({
  id: z.string(),
  isComplete: z.boolean(),
  /** The key question answered 'I need more help than I already have'. */
  needsHelp: z.boolean(),
});

/** Where a sent assessment stands with the council, as its resident is told: from the staff
 * case's status (`new`, `in-progress`, `contacted`, `closed`), never from staff notes. */
export const submissionStages = ['received', 'being-looked-at', 'contacted', 'closed'] as const;
export type SubmissionStage = (typeof submissionStages)[number];
export const submissionProgressSchema = z.object({
  stage: z.enum(submissionStages),
  /** When it reached this stage: when it was sent, or the council's latest change. */
  since: z.string(),
  /** CARERS until contacted or closed: the day the carers centre aims to contact by. */
  contactDueBy: z.string().nullable(),
});
export type SubmissionProgress = z.infer<typeof submissionProgressSchema>;

/** An assessment as the list shows it: no answers, so a list call stays small however much
 * the resident has written (for a submitted assessment the areas are those submitted). */
export const assessmentSummarySchema = assessmentSchema
  .pick({
    id: true,
    formTypeCode: true,
    formName: true,
    title: true,
    dateCreated: true,
    lastUpdated: true,
    status: true,
    dateSubmitted: true,
    version: true,
    reference: true,
  })
  .extend({
    areas: z.array(areaSummarySchema),
    /** Null until it is sent. */
    progress: submissionProgressSchema.nullable().default(null),
  });
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const formListEnvelopeSchema = z.object({
  data: z.array(assessmentSummarySchema),
  page: z.object({ number: z.number().int(), size: z.number().int(), hasMore: z.boolean() }),
});

export function tooManyOpenMessage(limit: number): string {
  return `You already have ${limit} assessments in progress. Continue one of them, or close one you no longer need, before starting another.`;
}
export const tooLargeMessage =
  'This assessment has become too large to save. Please shorten some of your longer answers.';

export const conflictMessage =
  'This assessment was changed in another tab or window. We have loaded the latest version; please check your answers and try again.';
export const alreadySubmittedMessage =
  'This assessment has already been submitted and can no longer be amended.';
export const closedMessage = 'This assessment has been closed and can no longer be changed.';

/** Spec §8 cannot-submit texts; the server refuses a submission with the same words. */
export const cannotSubmitMessages = {
  CSA: 'You must complete at least one assessment area and provide your personal details before submitting.',
  CARERS:
    'You must complete at least one assessment area, add your caring role information, and provide your personal details before submitting.',
} as const;

export const unknownAreaMessage = 'Unknown area';
export const incompleteAreaMessage = 'Complete this area before submitting';

/**
 * POST /internal/v1/htmlToPdf (spec §7: form fields `html` and `formTypeCode`). The server
 * renders the council's copy from the stored assessment named by `formId`; the client's `html`
 * is accepted for compatibility and never rendered (docs/decisions/0007).
 */
export const htmlToPdfBodySchema = z.object({
  html: z.string().max(2_000_000).optional(),
  formTypeCode: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(formTypeCodeSchema),
  formId: z.string().min(1, 'formId is required').max(64),
});
