import { z } from 'zod';
import { submissionChannelSchema, takenBySchema } from './assisted-digital.ts';
import { careActOutcomesSchema } from './care-act-outcomes.ts';
import { deliveryStatusSchema } from './delivery.ts';
import { dataEnvelope } from './envelope.ts';
import { formTypeCodeSchema } from './form-type-codes.ts';
import { staffRoleNames, teamRoleNames } from './role-names.ts';

export {
  staffRoleNames,
  teamRoleNames,
  type StaffRoleName,
  type TeamRoleName,
} from './role-names.ts';

export const staffRoleNameSchema = z.enum(staffRoleNames);

/** Where a submission stands with the council team. */
export const caseStatuses = ['new', 'in-progress', 'contacted', 'closed'] as const;
export const caseStatusSchema = z.enum(caseStatuses);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

const pageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** How the inbox is ordered: oldest submission first (the carers centre's contact-due order,
 * the default), or most Care Act outcomes appearing unmet first, oldest first among equals. */
export const staffSubmissionSorts = ['oldest', 'most-unmet'] as const;
export type StaffSubmissionSort = (typeof staffSubmissionSorts)[number];

export const staffSubmissionsQuerySchema = z.object({
  status: z.union([z.literal(''), caseStatusSchema]).optional(),
  /** 'reached': only cases whose stored outcomes reach the indicative threshold. */
  threshold: z.union([z.literal(''), z.literal('reached')]).optional(),
  sort: z.enum(staffSubmissionSorts).default('oldest'),
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffSubmissionsQuery = z.infer<typeof staffSubmissionsQuerySchema>;

export const staffSubmissionSummarySchema = z.object({
  id: z.string(),
  reference: z.string().nullable(),
  formTypeCode: formTypeCodeSchema,
  team: z.enum(teamRoleNames),
  status: caseStatusSchema,
  submittedAt: z.string(),
  residentName: z.string(),
  /** CARERS only: the end of the carers centre's 2-week promise; null for CSA. */
  contactDueBy: z.string().nullable(),
  overdue: z.boolean(),
  /** Outcomes that appear unmet, as stored when submitted; null for a case submitted before
   * the outcomes were kept. */
  careActUnmetCount: z.number().int().nullable(),
  /** Whether the stored outcomes reach the indicative threshold; null as above. */
  reachesIndicativeThreshold: z.boolean().nullable(),
  /** 'phone' when a member of staff took it from a caller (assisted digital), else 'online'. */
  channel: submissionChannelSchema,
});
export type StaffSubmissionSummary = z.infer<typeof staffSubmissionSummarySchema>;

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const staffSubmissionsResponseSchema = z.object({
  data: z.array(staffSubmissionSummarySchema),
  meta: pageMetaSchema,
});
export type StaffSubmissionsResponse = z.infer<typeof staffSubmissionsResponseSchema>;

/** One part of the submission as the council's PDF reads it, in reading order. */
export const submissionBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), level: z.number().int(), text: z.string() }),
  z.object({
    kind: z.literal('entry'),
    label: z.string(),
    value: z.union([z.string(), z.array(z.string())]),
  }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('link'), label: z.string(), url: z.string() }),
]);
export type SubmissionBlock = z.infer<typeof submissionBlockSchema>;

export const caseHistoryEntrySchema = z.object({
  status: caseStatusSchema,
  note: z.string().nullable(),
  actorName: z.string(),
  at: z.string(),
});
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntrySchema>;

/** How the submission's delivery job stands in the delivery outbox. */
export const submissionDeliverySchema = z.object({
  status: deliveryStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Step name → when it succeeded. */
  steps: z.record(z.string(), z.string()),
});
export type SubmissionDelivery = z.infer<typeof submissionDeliverySchema>;

/** The versions of what a resident was shown when they submitted (docs/decisions/0140): the
 * council's help links and wording, and the questionnaire content's hash. Null for a
 * submission made before they were recorded. */
export const submissionVersionsSchema = z.object({
  linksAndWording: z.number().int().nullable(),
  questionnaire: z.string().nullable(),
});
export type SubmissionVersions = z.infer<typeof submissionVersionsSchema>;

export const staffSubmissionDetailSchema = staffSubmissionSummarySchema.extend({
  title: z.string(),
  /** Every answer, personal detail and suggestion as submitted. */
  blocks: z.array(submissionBlockSchema),
  suggestions: z.array(z.object({ url: z.string(), label: z.string() })),
  delivery: z.array(submissionDeliverySchema),
  history: z.array(caseHistoryEntrySchema),
  /** Stored when submitted; null for a case submitted before they were recorded. */
  careActOutcomes: careActOutcomesSchema.nullable(),
  /** The member of staff who took it from a caller; null when it came online. */
  takenBy: takenBySchema.nullable(),
  shownVersions: submissionVersionsSchema,
});
export type StaffSubmissionDetail = z.infer<typeof staffSubmissionDetailSchema>;
export const staffSubmissionResponseSchema = dataEnvelope(staffSubmissionDetailSchema);

export const staffSubmissionParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const recordCaseStatusRequestSchema = z.object({
  /** The status the member of staff saw when they chose the new one: a change from a status
   * the case no longer has (another tab, a colleague) is refused, not applied over theirs. */
  previousStatus: caseStatusSchema,
  status: caseStatusSchema,
  note: z
    .string()
    .trim()
    .max(2000, 'The note must be 2000 characters or fewer')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export const caseChangedMessage =
  'Someone else changed where this case stands since you opened it. Its status and history now show their change: check them, then record yours again.';
/** A change to the status the case already has, with no note, would record nothing new. */
export const unchangedCaseMessage =
  'This case already has that status. Choose a different status, or add a note to record.';
export type RecordCaseStatusRequest = z.input<typeof recordCaseStatusRequestSchema>;
export const recordCaseStatusResponseSchema = dataEnvelope(
  z.object({ status: caseStatusSchema, history: z.array(caseHistoryEntrySchema) }),
);

// --- Admin ---

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(staffRoleNameSchema),
  isTotpEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = dataEnvelope(z.array(staffMemberSchema));

export const setStaffRolesRequestSchema = z.object({
  email: z
    .string({ error: 'Enter the email address the person signs in with' })
    .trim()
    .min(1, 'Enter the email address the person signs in with')
    .max(254)
    .toLowerCase(),
  roles: z.array(staffRoleNameSchema).max(staffRoleNames.length),
});
export type SetStaffRolesRequest = z.input<typeof setStaffRolesRequestSchema>;
export const setStaffRolesResponseSchema = dataEnvelope(staffMemberSchema);

/** `DELETE /internal/v1/admin/staff/{userId}/totp`: the member whose two-step verification an
 * administrator cleared, so that they set up their own authenticator again. */
export const resetStaffTotpParamsSchema = z.object({ userId: z.uuid() });
export const resetStaffTotpResponseSchema = dataEnvelope(staffMemberSchema);

export const auditActions = [
  'submission.read',
  'submission.pdf',
  'submission.status',
  'staff.roles',
  'staff.totp-reset',
  // A council's help links and wording (docs/decisions/0140).
  'content.publish',
  'content.rollback',
  // Assisted digital: staff work on a council-held resident's record.
  'caller.start',
  'caller.open',
  'caller.leave',
  'caller.save',
  'caller.submit',
  'caller.abandon',
  // An admin's export or erasure of a caller's record for them, from the case page.
  'caller.export',
  'caller.erase',
  'caller.handover',
  'caller.handed-over',
] as const;
export const auditActionSchema = z.enum(auditActions);

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string().nullable(),
  action: auditActionSchema,
  formId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  detail: z.string().nullable(),
  /** The submission's reference, which staff know it by; null for an erased submission. */
  reference: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.object({
  /** A submission's id or its reference. */
  formId: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(254).optional(),
  page: pageNumberSchema,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditResponseSchema = z.object({
  data: z.array(auditEventSchema),
  meta: pageMetaSchema,
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
