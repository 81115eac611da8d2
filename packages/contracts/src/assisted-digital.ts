import { z } from 'zod';
import { signUpRequestSchema, userProfileSchema } from './accounts.ts';
import { dataEnvelope } from './envelope.ts';
import { formTypeCodeSchema } from './form-type-codes.ts';
import { agentRelationshipOptions, optionValues } from './personal-details/options.ts';
import { fieldLimits, phonePattern, validationMessages } from './personal-details/index.ts';

/** How a submission reached the council: made by the resident online, or taken by a member of
 * staff from a resident who phoned (assisted digital). */
export const submissionChannels = ['online', 'phone'] as const;
export type SubmissionChannel = (typeof submissionChannels)[number];

/** A form field left empty is no answer at all. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const callerText = (max: number, emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `Must be ${max} characters or fewer`);

export const noCallerContactMessage =
  'Enter a phone number, email address or postal address for the caller';
export const callerConsentMessage =
  'Confirm that the resident agreed to the council recording their answers';

/**
 * `POST /internal/v1/staff/callers`: a member of staff starts an assessment for a resident who
 * phoned. How to reach the caller is each optional, but at least one is needed; whether the
 * caller is the person or acts for them (the spec's agent data); and the resident's agreement
 * to the council recording their answers, which must be given.
 */
export const startCallerRequestSchema = z
  .object({
    formTypeCode: formTypeCodeSchema,
    callerFirstName: callerText(fieldLimits.name, 'Enter the caller’s first name'),
    callerLastName: callerText(fieldLimits.name, 'Enter the caller’s last name'),
    phone: z.preprocess(
      blankAsMissing,
      z.string().trim().regex(phonePattern, validationMessages.phone).optional(),
    ),
    email: z.preprocess(blankAsMissing, z.email(validationMessages.email).max(254).optional()),
    postalAddress: z.preprocess(
      blankAsMissing,
      z.string().trim().max(fieldLimits.address).optional(),
    ),
    isCallerThePerson: z.boolean({
      error: 'Select whether the caller is the person the assessment is about',
    }),
    relationship: z.preprocess(
      blankAsMissing,
      z.enum(optionValues(agentRelationshipOptions)).optional(),
    ),
    relationshipOther: z.preprocess(
      blankAsMissing,
      z.string().trim().max(fieldLimits.shortText).optional(),
    ),
    // Checked below with the rest, so that every problem is reported at once.
    hasConsent: z.boolean({ error: callerConsentMessage }),
  })
  .superRefine(
    (caller, context) => {
      if (caller.hasConsent === false) {
        context.addIssue({ code: 'custom', path: ['hasConsent'], message: callerConsentMessage });
      }
      if (!caller.phone && !caller.email && !caller.postalAddress) {
        context.addIssue({ code: 'custom', path: ['phone'], message: noCallerContactMessage });
      }
      if (caller.isCallerThePerson === false && !caller.relationship) {
        context.addIssue({
          code: 'custom',
          path: ['relationship'],
          message: 'Select how the caller is related to the person',
        });
      }
      if (
        caller.isCallerThePerson === false &&
        caller.relationship === 'other' &&
        !caller.relationshipOther
      ) {
        context.addIssue({
          code: 'custom',
          path: ['relationshipOther'],
          message: 'Enter how the caller is related to the person',
        });
      }
    },
    // Also when a field above is missing or of the wrong kind: every problem shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type StartCallerRequest = z.input<typeof startCallerRequestSchema>;

/** A council-held resident as their team's staff see it. */
export const callerSummarySchema = z.object({
  id: z.string(),
  callerName: z.string(),
  formTypeCode: formTypeCodeSchema,
  formId: z.string().nullable(),
  startedAt: z.string(),
  startedByName: z.string(),
  isStartedByMe: z.boolean(),
  /** Submitted, closed or handed over: nothing is left for staff to do. */
  isFinished: z.boolean(),
});
export type CallerSummary = z.infer<typeof callerSummarySchema>;

export const startCallerResponseSchema = dataEnvelope(callerSummarySchema);
export const callerListResponseSchema = dataEnvelope(z.array(callerSummarySchema));

export const callerParamsSchema = z.object({ callerId: z.uuid() });

/** Who the signed-in member of staff is completing an assessment for; null when nobody. */
export const actingForResponseSchema = dataEnvelope(
  z
    .object({
      callerId: z.string(),
      callerName: z.string(),
      formTypeCode: formTypeCodeSchema,
      formId: z.string().nullable(),
      channel: z.literal('phone'),
    })
    .nullable(),
);
export type ActingFor = z.infer<typeof actingForResponseSchema>['data'];

export const submissionChannelSchema = z.enum(submissionChannels);

/** The member of staff who took a submission for a caller. */
export const takenBySchema = z.object({ id: z.string(), name: z.string() });
export type TakenBy = z.infer<typeof takenBySchema>;

/** A submission taken by a member of staff came by phone; any other, online. */
export function channelOf(takenBy: TakenBy | null): SubmissionChannel {
  return takenBy ? 'phone' : 'online';
}

// --- Handover: the resident takes over the assessment staff started for them ---

/** How long a handover link works: a week leaves time for a resident who is helped by family
 * at the weekend. */
export const handoverLinkLifetimeDays = 7;

export const handoverChannels = ['email', 'text'] as const;
export type HandoverChannel = (typeof handoverChannels)[number];

/** A UK mobile number (07…, 447… or +447…, spaces allowed): the numbers a text can reach. */
export function isUkMobileNumber(phone: string): boolean {
  return /^(?:\+?44|0)7\d{9}$/.test(phone.replace(/[\s()-]/g, ''));
}

/** `POST /internal/v1/staff/callers/{callerId}/handover`: how to send the link. */
export const sendHandoverRequestSchema = z.object({
  channel: z.enum(handoverChannels, { error: 'Select how to send the link' }),
});
export type SendHandoverRequest = z.input<typeof sendHandoverRequestSchema>;
export const sendHandoverResponseSchema = dataEnvelope(
  z.object({ channel: z.enum(handoverChannels) }),
);

const handoverKeySchema = z.string().trim().min(16, 'The link is not complete').max(200);

/** `POST /auth/handover/check`: whether a link still works, before the resident fills in the
 * form. The key travels in the body, never in an address the server logs. */
export const handoverCheckRequestSchema = z.object({ token: handoverKeySchema });
export const handoverCheckResponseSchema = dataEnvelope(
  z.object({ formTypeCode: formTypeCodeSchema }),
);

/** `POST /auth/handover`: the service's own sign-up (the same rules and confirmation e-mail)
 * with the link's key; the new account then owns the assessment. */
export const handoverRequestSchema = signUpRequestSchema.extend({ token: handoverKeySchema });
export type HandoverRequest = z.input<typeof handoverRequestSchema>;
export const handoverResponseSchema = dataEnvelope(
  z.object({
    token: z.string(),
    user: userProfileSchema,
    formId: z.string(),
    formTypeCode: formTypeCodeSchema,
  }),
);
export type HandoverResponse = z.infer<typeof handoverResponseSchema>;
