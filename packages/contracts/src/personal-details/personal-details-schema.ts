import { z } from 'zod';
import { isValidNhsNumber } from './nhs-number.ts';
import {
  accommodationStatusOptions,
  agentRelationshipOptions,
  caredForRelationshipOptions,
  ethnicityOptions,
  genderOptions,
  maritalStatusOptions,
  nationalIdentityOptions,
  optionValues,
  religionOptions,
  sexualOrientationOptions,
  yesNoUnknownOptions,
} from './options.ts';

/** Field bounds the spec leaves open (§5 "not shown"); generous enough for real names and
 * addresses, small enough that nobody can store a novel in a name field. */
export const fieldLimits = { name: 100, shortText: 200, address: 500, longText: 5000 } as const;

export const validationMessages = {
  required: 'This is required',
  email: 'This is not a recognised email address',
  phone: 'This is not a recognised phone number',
  nhsPattern: 'This is not a recognised NHS number',
  nhsCheck: 'Invalid NHS number',
  address: 'Address is required',
  dateOfBirthHint: 'You must be 18 years old or over.',
} as const;

const text = (max: number) => z.string().trim().max(max, `Must be ${max} characters or fewer`);
const optionalText = (max: number) => text(max).optional();

/** UK phone numbers as people type them: digits, spaces, brackets, dashes, an optional +44. */
export const phonePattern = /^(?:\+44\s?|0)[\d\s()-]{9,14}$/;

export const addressSchema = z.object({
  single_line_address: text(fieldLimits.address).min(1, validationMessages.address),
  postcode: optionalText(12),
  uprn: optionalText(20),
});
export type Address = z.infer<typeof addressSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a real date');

export const nhsNumberSchema = z
  .string()
  .regex(/^\d{10}$/, validationMessages.nhsPattern)
  .refine(isValidNhsNumber, validationMessages.nhsCheck);

export const agentSchema = z.object({
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  address: addressSchema.optional(),
  phone: z.string().regex(phonePattern, validationMessages.phone).optional(),
  email: z.email(validationMessages.email).optional(),
  relationship: z.enum(optionValues(agentRelationshipOptions)).optional(),
  relationshipOther: optionalText(fieldLimits.shortText),
});
export type Agent = z.infer<typeof agentSchema>;

export const personCaredForSchema = z.object({
  isAwareCarerIsBeingAssessed: z.enum(optionValues(yesNoUnknownOptions)).optional(),
  assessedForAdultSocialServices: z.enum(optionValues(yesNoUnknownOptions)).optional(),
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  address: addressSchema.optional(),
  dob: isoDate.optional(),
  cohabitsWithCarer: z.boolean().optional(),
  hasDifficultyGettingToCaredFor: z.boolean().optional(),
  diffultyGettingToCaredForInformation: optionalText(fieldLimits.longText),
  gender: z.enum(optionValues(genderOptions)).optional(),
  otherGender: optionalText(fieldLimits.shortText),
  relationship: z.enum(optionValues(caredForRelationshipOptions)).optional(),
  relationshipOther: optionalText(fieldLimits.shortText),
  hasHealthConditions: z.boolean().optional(),
  healthConditionsInfo: optionalText(fieldLimits.longText),
  canBeLeftForShortPeriods: z.boolean().optional(),
});
export type PersonCaredFor = z.infer<typeof personCaredForSchema>;

/**
 * Personal details as stored in dirtyFields.personalDetails (spec §3). Every field is optional
 * here because residents save as they go; `personalDetailsProblems` says what is still
 * needed before submission.
 */
export const personalDetailsSchema = z.object({
  firstName: optionalText(fieldLimits.name),
  lastName: optionalText(fieldLimits.name),
  preferredName: optionalText(fieldLimits.name),
  address: addressSchema.optional(),
  dob: isoDate.optional(),
  nhsNumber: nhsNumberSchema.optional(),
  gpDetails: optionalText(fieldLimits.address),
  gender: z.enum(optionValues(genderOptions)).optional(),
  otherGender: optionalText(fieldLimits.shortText),
  phone: z.string().regex(phonePattern, validationMessages.phone).optional(),
  email: z.email(validationMessages.email).optional(),
  maritalStatus: z.enum(optionValues(maritalStatusOptions)).optional(),
  accommodationStatus: z.enum(optionValues(accommodationStatusOptions)).optional(),
  landlordName: optionalText(fieldLimits.shortText),
  landlordAddress: optionalText(fieldLimits.address),
  otherAccommodation: optionalText(fieldLimits.shortText),
  ethnicity: z.enum(optionValues(ethnicityOptions)).optional(),
  otherEthnicity: optionalText(fieldLimits.shortText),
  subEthnicity: optionalText(fieldLimits.shortText),
  religion: z.enum(optionValues(religionOptions)).optional(),
  otherReligion: optionalText(fieldLimits.shortText),
  preferredLanguage: optionalText(fieldLimits.shortText),
  nationalIdentity: z.enum(optionValues(nationalIdentityOptions)).optional(),
  otherNationalIdentity: optionalText(fieldLimits.shortText),
  sexualOrientation: z.enum(optionValues(sexualOrientationOptions)).optional(),
  otherSexualOrientation: optionalText(fieldLimits.shortText),
  isCompletedByAgent: z.boolean().optional(),
  hasConsent: z.boolean().optional(),
  hasLocalAuthorityConsent: z.boolean().optional(),
  agent: agentSchema.optional(),
  /** CARERS only: the people the carer looks after (at least 1 to submit). */
  peopleCaredFor: z.array(personCaredForSchema).max(20).optional(),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
