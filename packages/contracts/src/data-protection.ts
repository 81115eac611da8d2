import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/**
 * The resident's own copy (UK GDPR right of access and portability):
 * GET /internal/v1/userProfile/export returns everything this service holds about the account,
 * as a JSON file to keep. Secrets (password and PIN hashes, session and link tokens, texted
 * codes) are described by their metadata only.
 */
export const userDataExportSchema = z.object({
  exportedAt: z.string(),
  about: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    contactEmail: z.string().nullable(),
    isContactEmailVerified: z.boolean(),
    loginEmail: z.string().nullable(),
    isLoginEmailVerified: z.boolean(),
    hasPassword: z.boolean(),
    postcode: z.string().nullable(),
    imageUrl: z.string().nullable(),
    registrationTime: z.string(),
    roleNames: z.array(z.string()),
    mobilePhoneNumber: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    isReminderEnabled: z.boolean(),
  }),
  /** Live PINs made for trusted people: when made and when they stop working. */
  agentLogins: z.array(z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string() })),
  /** Sign-ins that are still live. */
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      isAgent: z.boolean(),
    }),
  ),
  assessments: z.array(
    z.object({
      id: z.string(),
      formTypeCode: z.string(),
      formName: z.string(),
      status: z.enum(['open', 'closed', 'submitted']),
      dateCreated: z.string(),
      lastUpdated: z.string(),
      dateSubmitted: z.string().nullable(),
      reference: z.string().nullable(),
      /** The answers and personal details as last saved. */
      dirtyFields: z.unknown(),
      /** What was submitted to the council, exactly as frozen. */
      submittedFields: z.unknown().nullable(),
    }),
  ),
  submissions: z.array(
    z.object({
      formId: z.string(),
      reference: z.string(),
      formTypeCode: z.string(),
      dateSubmitted: z.string(),
      delivery: z
        .object({
          status: z.string(),
          completedAt: z.string().nullable(),
          /** Each delivery step done (team e-mail, case system, receipt) and when. */
          steps: z.record(z.string(), z.string()),
        })
        .nullable(),
    }),
  ),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;
export const userDataExportResponseSchema = dataEnvelope(userDataExportSchema);

/** GET and PUT /internal/v1/userProfile/reminders: save-and-return reminders on or off. */
export const reminderPreferenceSchema = z.object({ isEnabled: z.boolean() });
export type ReminderPreference = z.infer<typeof reminderPreferenceSchema>;
export const reminderPreferenceResponseSchema = dataEnvelope(reminderPreferenceSchema);
