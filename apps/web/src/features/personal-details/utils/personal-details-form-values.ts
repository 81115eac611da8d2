import {
  agentFields,
  applyPersonalDetailsRules,
  personalDetailsFields,
  personalDetailsSchema,
  personCaredForFields,
  type FieldSpec,
  subEthnicityOptions,
  type Address,
  type FormTypeCode,
  type PersonalDetails,
  type PersonCaredFor,
} from '@csa/contracts';

/**
 * What the personal details form holds while the resident types: every input is a string (or
 * a checkbox boolean), so an empty field is '' rather than missing. `toPersonalDetails` turns
 * it back into the stored shape of spec §3, dropping empty values and applying §4's rules.
 */
export interface AddressValue {
  single_line_address: string;
  postcode: string;
  uprn: string;
}

export interface DateValue {
  day: string;
  month: string;
  year: string;
}

/** Yes/no questions about a person cared for are radios; '' means not answered yet. */
export type YesNoValue = '' | 'yes' | 'no';

export interface AgentValues {
  firstName: string;
  lastName: string;
  address: AddressValue;
  phone: string;
  email: string;
  relationship: string;
  relationshipOther: string;
}

export interface PersonCaredForValues {
  isAwareCarerIsBeingAssessed: string;
  assessedForAdultSocialServices: string;
  firstName: string;
  lastName: string;
  address: AddressValue;
  dob: DateValue;
  cohabitsWithCarer: YesNoValue;
  hasDifficultyGettingToCaredFor: YesNoValue;
  diffultyGettingToCaredForInformation: string;
  gender: string;
  otherGender: string;
  relationship: string;
  relationshipOther: string;
  hasHealthConditions: YesNoValue;
  healthConditionsInfo: string;
  canBeLeftForShortPeriods: YesNoValue;
}

export interface PersonalDetailsFormValues {
  firstName: string;
  lastName: string;
  preferredName: string;
  address: AddressValue;
  dob: DateValue;
  nhsNumber: string;
  gpDetails: string;
  gender: string;
  otherGender: string;
  phone: string;
  email: string;
  maritalStatus: string;
  accommodationStatus: string;
  landlordName: string;
  landlordAddress: string;
  otherAccommodation: string;
  ethnicity: string;
  otherEthnicity: string;
  subEthnicity: string;
  religion: string;
  otherReligion: string;
  preferredLanguage: string;
  nationalIdentity: string;
  otherNationalIdentity: string;
  sexualOrientation: string;
  otherSexualOrientation: string;
  isCompletedByAgent: boolean;
  hasConsent: boolean;
  hasLocalAuthorityConsent: boolean;
  agent: AgentValues;
  peopleCaredFor: PersonCaredForValues[];
}

const text = (value: string | undefined): string => value ?? '';

function addressValue(address: Address | undefined): AddressValue {
  return {
    single_line_address: text(address?.single_line_address),
    postcode: text(address?.postcode),
    uprn: text(address?.uprn),
  };
}

function dateValue(isoDate: string | undefined): DateValue {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!match) return { day: '', month: '', year: '' };
  return { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1] ?? '' };
}

function yesNo(value: boolean | undefined): YesNoValue {
  if (value === undefined) return '';
  return value ? 'yes' : 'no';
}

export function emptyPersonCaredFor(): PersonCaredForValues {
  return personCaredForValues({});
}

/** One field as the form holds it: text as a string ('' when unanswered), a date as its
 * three boxes, a yes/no as its radio's value, a tick box as a boolean. */
function formValueOf(field: FieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case 'date':
      return dateValue(value as string | undefined);
    case 'address':
      return addressValue(value as Address | undefined);
    case 'yesNo':
      return yesNo(value as boolean | undefined);
    case 'checkbox':
      return value ?? false;
    default:
      return text(value as string | undefined);
  }
}

/** A record of the field table as the form holds it. */
function formValuesOf(fields: readonly FieldSpec[], record: object): Record<string, unknown> {
  const answers = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => [field.name, formValueOf(field, answers[field.name])]),
  );
}

function personCaredForValues(person: PersonCaredFor): PersonCaredForValues {
  return formValuesOf(personCaredForFields, person) as unknown as PersonCaredForValues;
}

export function toFormValues(
  details: PersonalDetails | undefined,
  formTypeCode: FormTypeCode,
): PersonalDetailsFormValues {
  const source = details ?? {};
  const people = (source.peopleCaredFor ?? []).map(personCaredForValues);
  // A carer always starts with one person to describe (spec §5: at least 1).
  if (formTypeCode === 'CARERS' && people.length === 0) people.push(emptyPersonCaredFor());
  return {
    ...(formValuesOf(personalDetailsFields, source) as unknown as Omit<
      PersonalDetailsFormValues,
      'agent' | 'peopleCaredFor'
    >),
    agent: formValuesOf(agentFields, source.agent ?? {}) as unknown as AgentValues,
    peopleCaredFor: formTypeCode === 'CARERS' ? people : [],
  };
}

/** Trimmed text, or nothing: empty inputs are not stored. */
function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function addressOf(value: AddressValue): Record<string, unknown> | undefined {
  const line = optional(value.single_line_address);
  if (!line) return undefined;
  return withoutEmpty({
    single_line_address: line,
    postcode: optional(value.postcode),
    uprn: optional(value.uprn),
  });
}

/** YYYY-MM-DD from the three boxes, or nothing when they do not make a real date. */
export function isoDateOf(value: DateValue): string | undefined {
  const day = Number(value.day);
  const month = Number(value.month);
  const year = Number(value.year);
  if (!Number.isInteger(day) || !Number.isInteger(month) || !Number.isInteger(year)) {
    return undefined;
  }
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function booleanOf(value: YesNoValue): boolean | undefined {
  return value === '' ? undefined : value === 'yes';
}

function withoutEmpty<T extends Record<string, unknown>>(record: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/** One field as stored: trimmed text or nothing, a real date YYYY-MM-DD or nothing. */
function storedValueOf(field: FieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case 'date':
      return isoDateOf(value as DateValue);
    case 'address':
      return addressOf(value as AddressValue);
    case 'yesNo':
      return booleanOf(value as YesNoValue);
    case 'checkbox':
      return value;
    default:
      return optional(value as string);
  }
}

/** A record of the field table as stored, without its empty answers. */
function storedOf(fields: readonly FieldSpec[], record: object): Record<string, unknown> {
  const answers = record as Record<string, unknown>;
  return withoutEmpty(
    Object.fromEntries(
      fields.map((field) => [field.name, storedValueOf(field, answers[field.name])]),
    ),
  );
}

/**
 * The stored personal details, or the schema's complaints (by dotted path) if a value slipped
 * past the form's own checks. Fields that no longer apply are dropped (§4), including a
 * sub-ethnicity that does not belong to the chosen ethnicity.
 */
export function toPersonalDetails(
  values: PersonalDetailsFormValues,
  formTypeCode: FormTypeCode,
):
  { success: true; details: PersonalDetails } | { success: false; errors: Record<string, string> } {
  const subGroups: readonly { value: string }[] =
    subEthnicityOptions[values.ethnicity as keyof typeof subEthnicityOptions] ?? [];
  const subEthnicity = subGroups.some((option) => option.value === values.subEthnicity)
    ? values.subEthnicity
    : undefined;
  const candidate = withoutEmpty({
    ...storedOf(personalDetailsFields, values),
    subEthnicity,
    // Answers for someone else, and the people cared for, are not checked or kept when they
    // do not apply, so a hidden field never blocks saving.
    hasConsent: values.isCompletedByAgent ? values.hasConsent : undefined,
    hasLocalAuthorityConsent: values.isCompletedByAgent
      ? values.hasLocalAuthorityConsent
      : undefined,
    agent: values.isCompletedByAgent ? storedOf(agentFields, values.agent) : undefined,
    peopleCaredFor:
      formTypeCode === 'CARERS'
        ? values.peopleCaredFor.map((person) => storedOf(personCaredForFields, person))
        : undefined,
  });
  const parsed = personalDetailsSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return { success: false, errors };
  }
  return { success: true, details: applyPersonalDetailsRules(parsed.data) };
}
