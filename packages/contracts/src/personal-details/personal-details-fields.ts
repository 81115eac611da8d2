import {
  accommodationStatusOptions,
  agentRelationshipOptions,
  caredForRelationshipOptions,
  ethnicityOptions,
  genderOptions,
  maritalStatusOptions,
  nationalIdentityOptions,
  religionOptions,
  sexualOrientationOptions,
  yesNoUnknownOptions,
  type Option,
} from './options.ts';
import { subEthnicityOptions } from './sub-ethnicity-options.ts';

/**
 * How a field is asked and shown: the form picks its input from it, the preview and the PDF
 * format the stored value by it (a choice by its label, a date DD/MM/YYYY, yes or no).
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'phone'
  | 'email'
  | 'nhsNumber'
  | 'date'
  | 'address'
  | 'select'
  | 'radios'
  | 'yesNo'
  | 'checkbox';

/** A field applies only while another answer of the same record is one of these values. A
 * yes/no answer is stored as true or false and held by the form as 'yes' or 'no'; `true`
 * here matches both. */
export interface AppliesWhen {
  readonly field: string;
  readonly is: readonly (string | boolean)[];
}

export interface FieldRow {
  /** The label on the check-your-answers page, the PDF and so the staff copy. */
  readonly label: string;
  /** The label when someone else fills the form in, where it differs. */
  readonly agentLabel?: string;
  /** One row for two fields, their values joined by a space (first and last name). */
  readonly joinedWith?: string;
  /** Another field's words win over this field's choice (a relationship described). */
  readonly preferring?: string;
  /** Shown only when the answer is yes (a tick box that says something only when ticked). */
  readonly onlyWhenYes?: true;
  /** Shown in the agent's card rather than with the person's details. */
  readonly inAgentCard?: true;
}

export interface FieldSpec {
  /** The stored name (spec §3); also the form's path within its record. */
  readonly name: string;
  readonly kind: FieldKind;
  /** The question as the resident filling in their own form reads it. */
  readonly label: string;
  readonly options?: readonly Option[];
  readonly appliesWhen?: AppliesWhen;
  /** Needed before the assessment can be submitted (spec §5): a tick box must be ticked. */
  readonly requiredToSubmit?: true;
  /** Absent: the field has no row of its own (its words are shown by another row). */
  readonly row?: FieldRow;
}

const other = (field: string): AppliesWhen => ({ field, is: ['other'] });
const allSubEthnicities: readonly Option[] = Object.values(subEthnicityOptions).flat();

/**
 * The person's own details, in the order of the form and of the rows that show them. Every
 * field is optional while the resident saves as they go; `requiredToSubmit` says what
 * submission needs. The agent and the people cared for have tables of their own.
 */
export const personalDetailsFields: readonly FieldSpec[] = [
  {
    name: 'isCompletedByAgent',
    kind: 'checkbox',
    label: 'I am filling in this form for someone else',
    row: { label: 'Filled in by someone else', onlyWhenYes: true },
  },
  {
    name: 'firstName',
    kind: 'text',
    label: 'First name',
    requiredToSubmit: true,
    row: { label: 'Name', joinedWith: 'lastName' },
  },
  { name: 'lastName', kind: 'text', label: 'Last name', requiredToSubmit: true },
  {
    name: 'preferredName',
    kind: 'text',
    label: 'Preferred name (optional)',
    row: { label: 'Preferred name' },
  },
  {
    name: 'dob',
    kind: 'date',
    label: 'Date of birth',
    requiredToSubmit: true,
    row: { label: 'Date of birth' },
  },
  {
    name: 'address',
    kind: 'address',
    label: 'Your address',
    requiredToSubmit: true,
    row: { label: 'Address' },
  },
  {
    name: 'phone',
    kind: 'phone',
    label: 'Phone number (optional)',
    row: { label: 'Phone number' },
  },
  {
    name: 'email',
    kind: 'email',
    label: 'Email address (optional)',
    row: { label: 'Email address' },
  },
  {
    name: 'nhsNumber',
    kind: 'nhsNumber',
    label: 'NHS number (optional)',
    row: { label: 'NHS number' },
  },
  {
    name: 'gpDetails',
    kind: 'longText',
    label: 'GP name and surgery (optional)',
    row: { label: 'GP' },
  },
  {
    name: 'accommodationStatus',
    kind: 'select',
    label: 'Where do you live? (optional)',
    options: accommodationStatusOptions,
    row: { label: 'Where you live', agentLabel: 'Where they live' },
  },
  {
    name: 'landlordName',
    kind: 'text',
    label: "Landlord's name (optional)",
    appliesWhen: { field: 'accommodationStatus', is: ['social-tenant', 'private-tenant'] },
    row: { label: "Landlord's name" },
  },
  {
    name: 'landlordAddress',
    kind: 'longText',
    label: "Landlord's address (optional)",
    appliesWhen: { field: 'accommodationStatus', is: ['private-tenant'] },
    row: { label: "Landlord's address" },
  },
  {
    name: 'otherAccommodation',
    kind: 'text',
    label: 'Tell us where (optional)',
    appliesWhen: { field: 'accommodationStatus', is: ['other-accommodation'] },
    row: { label: 'Other accommodation' },
  },
  {
    name: 'gender',
    kind: 'radios',
    label: 'Gender (optional)',
    options: genderOptions,
    row: { label: 'Gender' },
  },
  {
    name: 'otherGender',
    kind: 'text',
    label: 'How would you describe the gender? (optional)',
    appliesWhen: { field: 'gender', is: ['identify-differently'] },
    row: { label: 'Gender, in their words' },
  },
  {
    name: 'maritalStatus',
    kind: 'select',
    label: 'Marital status (optional)',
    options: maritalStatusOptions,
    row: { label: 'Marital status' },
  },
  {
    name: 'ethnicity',
    kind: 'select',
    label: 'Ethnic group (optional)',
    options: ethnicityOptions,
    row: { label: 'Ethnic group' },
  },
  // Its choices are the chosen ethnic group's (subEthnicityOptions); the form offers only those
  // and drops one that does not belong, so it has no condition of its own here.
  {
    name: 'subEthnicity',
    kind: 'select',
    label: 'Which of these best describes the background? (optional)',
    options: allSubEthnicities,
    row: { label: 'Ethnic background' },
  },
  {
    name: 'otherEthnicity',
    kind: 'text',
    label: 'Describe the ethnic group (optional)',
    appliesWhen: other('ethnicity'),
    row: { label: 'Ethnic group, in their words' },
  },
  {
    name: 'religion',
    kind: 'select',
    label: 'Religion or belief (optional)',
    options: religionOptions,
    row: { label: 'Religion or belief' },
  },
  {
    name: 'otherReligion',
    kind: 'text',
    label: 'Describe the religion or belief (optional)',
    appliesWhen: other('religion'),
    row: { label: 'Religion, in their words' },
  },
  {
    name: 'preferredLanguage',
    kind: 'text',
    label: 'Preferred language (optional)',
    row: { label: 'Preferred language' },
  },
  {
    name: 'nationalIdentity',
    kind: 'select',
    label: 'National identity (optional)',
    options: nationalIdentityOptions,
    row: { label: 'National identity' },
  },
  {
    name: 'otherNationalIdentity',
    kind: 'text',
    label: 'Describe the national identity (optional)',
    appliesWhen: other('nationalIdentity'),
    row: { label: 'National identity, in their words' },
  },
  {
    name: 'sexualOrientation',
    kind: 'select',
    label: 'Sexual orientation (optional)',
    options: sexualOrientationOptions,
    row: { label: 'Sexual orientation' },
  },
  {
    name: 'otherSexualOrientation',
    kind: 'text',
    label: 'Describe the sexual orientation (optional)',
    appliesWhen: other('sexualOrientation'),
    row: { label: 'Sexual orientation, in their words' },
  },
  {
    name: 'hasConsent',
    kind: 'checkbox',
    label: 'The person I am filling this in for agrees to me doing so',
    appliesWhen: { field: 'isCompletedByAgent', is: [true] },
    requiredToSubmit: true,
    row: { label: 'The person agrees to you filling this in', inAgentCard: true },
  },
  {
    name: 'hasLocalAuthorityConsent',
    kind: 'checkbox',
    label:
      'They agree to the council sharing information about this assessment with me and contacting me about it',
    appliesWhen: { field: 'isCompletedByAgent', is: [true] },
    requiredToSubmit: true,
    row: { label: 'They agree to the council sharing information with you', inAgentCard: true },
  },
];

/** The agent's record (`agent`) applies only when someone else fills the form in. */
export const agentApplies: AppliesWhen = { field: 'isCompletedByAgent', is: [true] };

/** The person filling the form in for someone else, in the order of their card. */
export const agentFields: readonly FieldSpec[] = [
  {
    name: 'firstName',
    kind: 'text',
    label: 'Your first name',
    requiredToSubmit: true,
    row: { label: 'Name', joinedWith: 'lastName' },
  },
  { name: 'lastName', kind: 'text', label: 'Your last name', requiredToSubmit: true },
  {
    name: 'relationship',
    kind: 'select',
    label: 'Your relationship to them',
    options: agentRelationshipOptions,
    row: { label: 'Relationship', preferring: 'relationshipOther' },
  },
  {
    name: 'relationshipOther',
    kind: 'text',
    label: 'Tell us your relationship to them',
    appliesWhen: other('relationship'),
  },
  { name: 'address', kind: 'address', label: 'Your address (optional)', row: { label: 'Address' } },
  {
    name: 'phone',
    kind: 'phone',
    label: 'Your phone number (optional)',
    row: { label: 'Phone number' },
  },
  {
    name: 'email',
    kind: 'email',
    label: 'Your email address (optional)',
    row: { label: 'Email address' },
  },
];

/** CARERS only: each person the carer looks after, in the order of their card. */
export const personCaredForFields: readonly FieldSpec[] = [
  {
    name: 'firstName',
    kind: 'text',
    label: 'Their first name',
    requiredToSubmit: true,
    row: { label: 'Name', joinedWith: 'lastName' },
  },
  { name: 'lastName', kind: 'text', label: 'Their last name', requiredToSubmit: true },
  {
    name: 'dob',
    kind: 'date',
    label: 'Their date of birth (optional)',
    row: { label: 'Date of birth' },
  },
  {
    name: 'cohabitsWithCarer',
    kind: 'yesNo',
    label: 'Do they live with you?',
    row: { label: 'Lives with you' },
  },
  {
    name: 'address',
    kind: 'address',
    label: 'Their address (optional, you can leave this out if they live with you)',
    row: { label: 'Address' },
  },
  {
    name: 'hasDifficultyGettingToCaredFor',
    kind: 'yesNo',
    label: 'Is it difficult for you to get to them?',
    row: { label: 'Difficult to get to them' },
  },
  {
    name: 'diffultyGettingToCaredForInformation',
    kind: 'longText',
    label: 'Tell us what makes it difficult',
    appliesWhen: { field: 'hasDifficultyGettingToCaredFor', is: [true] },
    row: { label: 'What makes it difficult' },
  },
  {
    name: 'gender',
    kind: 'radios',
    label: 'Their gender',
    options: genderOptions,
    row: { label: 'Gender' },
  },
  {
    name: 'otherGender',
    kind: 'text',
    label: 'How do they describe their gender? (optional)',
    appliesWhen: { field: 'gender', is: ['identify-differently'] },
    row: { label: 'Gender, in their words' },
  },
  {
    name: 'relationship',
    kind: 'select',
    label: 'What is their relationship to you?',
    options: caredForRelationshipOptions,
    row: { label: 'Relationship to you', preferring: 'relationshipOther' },
  },
  {
    name: 'relationshipOther',
    kind: 'text',
    label: 'Tell us their relationship to you',
    appliesWhen: other('relationship'),
  },
  {
    name: 'hasHealthConditions',
    kind: 'yesNo',
    label: 'Do they have any health conditions or disabilities?',
    row: { label: 'Health conditions or disabilities' },
  },
  {
    name: 'healthConditionsInfo',
    kind: 'longText',
    label: 'Tell us about their health conditions or disabilities',
    appliesWhen: { field: 'hasHealthConditions', is: [true] },
    row: { label: 'About their health' },
  },
  {
    name: 'canBeLeftForShortPeriods',
    kind: 'yesNo',
    label: 'Can they be left on their own for short periods?',
    row: { label: 'Can be left alone for short periods' },
  },
  {
    name: 'isAwareCarerIsBeingAssessed',
    kind: 'radios',
    label: "Do they know you are asking for a carer's assessment?",
    options: yesNoUnknownOptions,
    row: { label: "Knows about this carer's assessment" },
  },
  {
    name: 'assessedForAdultSocialServices',
    kind: 'radios',
    label: 'Have they had an assessment from adult social care?',
    options: yesNoUnknownOptions,
    row: { label: 'Assessed by adult social care' },
  },
];

/** Whether a field applies to a record, stored (true/false) or as the form holds it
 * ('yes'/'no'); a field without a condition always applies. */
export function fieldApplies(
  condition: Pick<FieldSpec, 'appliesWhen'> | AppliesWhen,
  record: object,
): boolean {
  const when = 'is' in condition ? condition : condition.appliesWhen;
  if (!when) return true;
  const value = (record as Record<string, unknown>)[when.field];
  return when.is.some((allowed) =>
    allowed === true ? value === true || value === 'yes' : allowed === value,
  );
}

/** The names of the fields needed before submitting, in the table's order. */
export function requiredToSubmit(fields: readonly FieldSpec[]): string[] {
  return fields.flatMap((field) => (field.requiredToSubmit ? [field.name] : []));
}
