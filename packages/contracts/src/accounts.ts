import { z } from 'zod';
import { constants } from './constants.ts';
import { dataEnvelope } from './envelope.ts';
import { personNameSchema } from './person-name.ts';

/** Spec §3 User. `email` is the contact e-mail; `emailProfileEmail` is the login e-mail (absent
 * for people who sign in only by mobile). */
export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  emailProfileEmail: z.string().nullable(),
  postcode: z.string().nullable(),
  imageUrl: z.string().nullable(),
  registrationTime: z.string(),
  roleNames: z.array(z.string()),
  mobilePhoneNumber: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

// Field messages follow the GOV.UK error message patterns: they say what to do, in plain words.

/** E-mail addresses are compared in lower case, so 'Ada@Example.org' signs in as 'ada@...'. */
export const emailAddressSchema = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, { error: 'Enter your email address', abort: true })
  .max(254, 'Email address must be 254 characters or fewer')
  .toLowerCase()
  .pipe(z.email({ error: 'Enter an email address in the correct format, like name@example.com' }));

/** NIST SP 800-63B: at least 8 characters, long passphrases allowed, no composition rules.
 * The common-password check runs on the server, which holds the list. */
export const newPasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(8, 'Password must be 8 characters or more')
  .max(256, 'Password must be 256 characters or fewer');

const postcodeSchema = z
  .string({ error: 'Enter your postcode' })
  .trim()
  .min(1, 'Enter your postcode')
  .max(16, 'Postcode must be 16 characters or fewer')
  .toUpperCase();

/** Spec §5: the mobile number is required and numeric. Stored as the digits only. */
export const phoneNumberSchema = z
  .string({ error: 'Enter your mobile phone number' })
  .trim()
  .min(1, { error: 'Enter your mobile phone number', abort: true })
  .regex(/^\d+$/, { error: 'Mobile phone number must only include numbers', abort: true })
  .min(7, 'Mobile phone number must be 7 digits or more')
  .max(15, 'Mobile phone number must be 15 digits or fewer');

/** Spec §3: year, month and day joined with slashes; bounds of spec §5/§9. Normalised to
 * 'YYYY/MM/DD' so the same date always compares equal. */
export const mobileDateOfBirthSchema = z
  .string({ error: 'Enter your date of birth' })
  .trim()
  .regex(/^\d{4}\/\d{1,2}\/\d{1,2}$/, 'Date of birth must be year, month and day, like 1950/3/27')
  .transform((value, context) => {
    const [year, month, day] = value.split('/').map(Number) as [number, number, number];
    const { minYear, maxYear } = constants.mobileDateOfBirth;
    if (year < minYear || year > maxYear) {
      context.addIssue({
        code: 'custom',
        message: `Year must be between ${minYear} and ${maxYear}`,
      });
    }
    if (month < 1 || month > 12) {
      context.addIssue({ code: 'custom', message: 'Month must be between 1 and 12' });
    }
    if (day < 1 || day > 31) {
      context.addIssue({ code: 'custom', message: 'Day must be between 1 and 31' });
    }
    return `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
  });

export const mobileCodeSchema = z
  .string({ error: 'Enter the security code' })
  .trim()
  .min(1, { error: 'Enter the security code', abort: true })
  .regex(/^\d+$/, { error: 'Security code must only include numbers', abort: true })
  .length(constants.mobileCodeLength, `Security code must be ${constants.mobileCodeLength} digits`);

export const pinSchema = z
  .string({ error: 'Enter the PIN' })
  .trim()
  .min(1, { error: 'Enter the PIN', abort: true })
  .regex(/^\d+$/, { error: 'PIN must only include numbers', abort: true })
  .length(constants.pinLength, `PIN must be ${constants.pinLength} digits`);

/** One-time tokens from e-mailed links. */
const linkTokenSchema = z.string().trim().min(16, 'The link is not complete').max(200);

// --- Built-in gateway (public contract, docs/integration.md, "Built-in account gateway") ---

export const signUpRequestSchema = z.object({
  name: personNameSchema,
  email: emailAddressSchema,
  password: newPasswordSchema,
  postcode: postcodeSchema,
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailAddressSchema,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(256),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const mobileLoginRequestSchema = z.object({
  phoneNumber: phoneNumberSchema,
  dateOfBirth: mobileDateOfBirthSchema,
});
export type MobileLoginRequest = z.input<typeof mobileLoginRequestSchema>;

export const mobileLoginVerifyRequestSchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: mobileCodeSchema,
});
export type MobileLoginVerifyRequest = z.input<typeof mobileLoginVerifyRequestSchema>;

export const agentLoginRequestSchema = z.object({
  email: emailAddressSchema,
  pin: pinSchema,
});
export type AgentLoginRequest = z.input<typeof agentLoginRequestSchema>;

export const signInResponseSchema = dataEnvelope(
  z.object({ token: z.string(), user: userProfileSchema }),
);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** A message to show as it is: the same whatever the server found, where that matters. */
export const messageResponseSchema = dataEnvelope(z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const recoverRequestSchema = z.object({ email: emailAddressSchema });
export type RecoverRequest = z.input<typeof recoverRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const verifyEmailQuerySchema = z.object({ token: linkTokenSchema });

/** `notice`: what the confirmation also did, to show on the page (the first confirmation of
 * the sign-in address ends the ways in set up before it); null when nothing more happened. */
export const verifyEmailResponseSchema = dataEnvelope(
  z.object({ email: z.string(), notice: z.string().nullable() }),
);

// --- Account calls of spec §7 ---

/** Spec §5 Details form: name and postcode required; contact e-mail optional but valid. */
export const updateUserProfileRequestSchema = z.object({
  name: personNameSchema,
  email: z
    .union([z.literal(''), z.null(), emailAddressSchema])
    .optional()
    .transform((value) => (value ? value : null)),
  postcode: postcodeSchema,
});
export type UpdateUserProfileRequest = z.input<typeof updateUserProfileRequestSchema>;

export const updateUserProfileResponseSchema = dataEnvelope(
  z.object({
    user: userProfileSchema,
    /** The contact e-mail changed, so a verification e-mail went to the new address. */
    isVerificationEmailSent: z.boolean(),
  }),
);
export type UpdateUserProfileResponse = z.infer<typeof updateUserProfileResponseSchema>;

export const mobilePhoneProfileRequestSchema = mobileLoginRequestSchema;
export type MobilePhoneProfileRequest = z.input<typeof mobilePhoneProfileRequestSchema>;

export const mobilePhoneProfileResponseSchema = dataEnvelope(z.object({ confirmed: z.boolean() }));
export type MobilePhoneProfileResponse = z.infer<typeof mobilePhoneProfileResponseSchema>;

export const verifyMobilePhoneRequestSchema = z.object({ code: mobileCodeSchema });
export type VerifyMobilePhoneRequest = z.input<typeof verifyMobilePhoneRequestSchema>;

export const userProfileResponseSchema = dataEnvelope(userProfileSchema);

/** Spec §3 Agent login. `token` is the 8-digit PIN, sent once when it is made. */
export const agentLoginSchema = z.object({
  id: z.string(),
  token: z.string().nullable().optional(),
  expiry: z.string(),
});
export type AgentLogin = z.infer<typeof agentLoginSchema>;

export const agentLoginResponseSchema = dataEnvelope(
  agentLoginSchema.extend({ token: z.string() }),
);

/** A live PIN as listed later: when it was made and until when it works. The PIN itself is
 * only ever shown once, in the answer that made it. */
export const agentLoginSummarySchema = z.object({
  id: z.string(),
  created: z.string(),
  expiry: z.string(),
});
export type AgentLoginSummary = z.infer<typeof agentLoginSummarySchema>;

export const agentLoginListResponseSchema = dataEnvelope(z.array(agentLoginSummarySchema));

export const agentLoginParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The development outbox (never served in production). */
export const outboxMessageSchema = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  template: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = dataEnvelope(z.array(outboxMessageSchema));

// --- Two-step verification (TOTP, RFC 6238) for council staff ---

export const totpCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Enter the code from your authenticator app', abort: true })
      .regex(/^\d+$/, { error: 'The code must only include numbers', abort: true })
      .length(constants.totpCodeLength, `The code must be ${constants.totpCodeLength} digits`),
  );

/** `POST /auth/login` answers this instead of a session when the account has two-step
 * verification on: the challenge proves the password step passed and is good for one code. */
export const secondFactorRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  challenge: z.string(),
});

export const passwordLoginResponseSchema = z.union([
  signInResponseSchema,
  dataEnvelope(secondFactorRequiredSchema),
]);
export type PasswordLoginResponse = z.infer<typeof passwordLoginResponseSchema>;

export const totpLoginRequestSchema = z.object({
  challenge: z.string().trim().min(16, 'Sign in again').max(200),
  code: totpCodeSchema,
});
export type TotpLoginRequest = z.input<typeof totpLoginRequestSchema>;

export const totpCodeRequestSchema = z.object({ code: totpCodeSchema });
export type TotpCodeRequest = z.input<typeof totpCodeRequestSchema>;

/** The code e-mailed to a staff or admin account's sign-in address when it starts setting up
 * two-step verification: proof beyond the password that the holder is setting it up. */
export const emailedCodeSchema = z
  .string({ error: 'Enter the code from the email' })
  .trim()
  .min(1, { error: 'Enter the code from the email', abort: true })
  .regex(/^\d+$/, { error: 'The code from the email must only include numbers', abort: true })
  .length(6, 'The code from the email must be 6 digits');

/** Confirming enrolment: the authenticator's code, and for staff and admin accounts the
 * e-mailed one (`isEmailCodeRequired` in the enrolment answer). */
export const confirmTotpRequestSchema = z.object({
  code: totpCodeSchema,
  emailCode: emailedCodeSchema.optional(),
});
export type ConfirmTotpRequest = z.input<typeof confirmTotpRequestSchema>;

/** A new secret to put in an authenticator app: as a key to type, as an otpauth:// URL, and
 * as that URL's QR code (an SVG data URL). It does nothing until a code from it is confirmed. */
export const totpEnrolmentResponseSchema = dataEnvelope(
  z.object({
    secret: z.string(),
    otpauthUrl: z.string(),
    qrCodeDataUrl: z.string(),
    /** A staff or admin account: a code was e-mailed, and confirming needs it too. */
    isEmailCodeRequired: z.boolean(),
  }),
);
export type TotpEnrolment = z.infer<typeof totpEnrolmentResponseSchema>['data'];

export const totpStatusResponseSchema = dataEnvelope(
  z.object({
    isEnabled: z.boolean(),
    /** Staff and admin accounts cannot turn it off. */
    isRequired: z.boolean(),
  }),
);
export type TotpStatus = z.infer<typeof totpStatusResponseSchema>['data'];
