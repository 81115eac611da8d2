import {
  applyPersonalDetailsRules,
  personalDetailsSchema,
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

function personCaredForValues(person: PersonCaredFor): PersonCaredForValues {
  return {
    isAwareCarerIsBeingAssessed: text(person.isAwareCarerIsBeingAssessed),
    assessedForAdultSocialServices: text(person.assessedForAdultSocialServices),
    firstName: text(person.firstName),
    lastName: text(person.lastName),
    address: addressValue(person.address),
    dob: dateValue(person.dob),
    cohabitsWithCarer: yesNo(person.cohabitsWithCarer),
    hasDifficultyGettingToCaredFor: yesNo(person.hasDifficultyGettingToCaredFor),
    diffultyGettingToCaredForInformation: text(person.diffultyGettingToCaredForInformation),
    gender: text(person.gender),
    otherGender: text(person.otherGender),
    relationship: text(person.relationship),
    relationshipOther: text(person.relationshipOther),
    hasHealthConditions: yesNo(person.hasHealthConditions),
    healthConditionsInfo: text(person.healthConditionsInfo),
    canBeLeftForShortPeriods: yesNo(person.canBeLeftForShortPeriods),
  };
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
    firstName: text(source.firstName),
    lastName: text(source.lastName),
    preferredName: text(source.preferredName),
    address: addressValue(source.address),
    dob: dateValue(source.dob),
    nhsNumber: text(source.nhsNumber),
    gpDetails: text(source.gpDetails),
    gender: text(source.gender),
    otherGender: text(source.otherGender),
    phone: text(source.phone),
    email: text(source.email),
    maritalStatus: text(source.maritalStatus),
    accommodationStatus: text(source.accommodationStatus),
    landlordName: text(source.landlordName),
    landlordAddress: text(source.landlordAddress),
    otherAccommodation: text(source.otherAccommodation),
    ethnicity: text(source.ethnicity),
    otherEthnicity: text(source.otherEthnicity),
    subEthnicity: text(source.subEthnicity),
    religion: text(source.religion),
    otherReligion: text(source.otherReligion),
    preferredLanguage: text(source.preferredLanguage),
    nationalIdentity: text(source.nationalIdentity),
    otherNationalIdentity: text(source.otherNationalIdentity),
    sexualOrientation: text(source.sexualOrientation),
    otherSexualOrientation: text(source.otherSexualOrientation),
    isCompletedByAgent: source.isCompletedByAgent ?? false,
    hasConsent: source.hasConsent ?? false,
    hasLocalAuthorityConsent: source.hasLocalAuthorityConsent ?? false,
    agent: {
      firstName: text(source.agent?.firstName),
      lastName: text(source.agent?.lastName),
      address: addressValue(source.agent?.address),
      phone: text(source.agent?.phone),
      email: text(source.agent?.email),
      relationship: text(source.agent?.relationship),
      relationshipOther: text(source.agent?.relationshipOther),
    },
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
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    preferredName: optional(values.preferredName),
    address: addressOf(values.address),
    dob: isoDateOf(values.dob),
    nhsNumber: optional(values.nhsNumber),
    gpDetails: optional(values.gpDetails),
    gender: optional(values.gender),
    otherGender: optional(values.otherGender),
    phone: optional(values.phone),
    email: optional(values.email),
    maritalStatus: optional(values.maritalStatus),
    accommodationStatus: optional(values.accommodationStatus),
    landlordName: optional(values.landlordName),
    landlordAddress: optional(values.landlordAddress),
    otherAccommodation: optional(values.otherAccommodation),
    ethnicity: optional(values.ethnicity),
    otherEthnicity: optional(values.otherEthnicity),
    subEthnicity,
    religion: optional(values.religion),
    otherReligion: optional(values.otherReligion),
    preferredLanguage: optional(values.preferredLanguage),
    nationalIdentity: optional(values.nationalIdentity),
    otherNationalIdentity: optional(values.otherNationalIdentity),
    sexualOrientation: optional(values.sexualOrientation),
    otherSexualOrientation: optional(values.otherSexualOrientation),
    isCompletedByAgent: values.isCompletedByAgent,
    hasConsent: values.isCompletedByAgent ? values.hasConsent : undefined,
    hasLocalAuthorityConsent: values.isCompletedByAgent
      ? values.hasLocalAuthorityConsent
      : undefined,
    agent: values.isCompletedByAgent
      ? withoutEmpty({
          firstName: optional(values.agent.firstName),
          lastName: optional(values.agent.lastName),
          address: addressOf(values.agent.address),
          phone: optional(values.agent.phone),
          email: optional(values.agent.email),
          relationship: optional(values.agent.relationship),
          relationshipOther: optional(values.agent.relationshipOther),
        })
      : undefined,
    peopleCaredFor:
      formTypeCode === 'CARERS'
        ? values.peopleCaredFor.map((person) =>
            withoutEmpty({
              isAwareCarerIsBeingAssessed: optional(person.isAwareCarerIsBeingAssessed),
              assessedForAdultSocialServices: optional(person.assessedForAdultSocialServices),
              firstName: optional(person.firstName),
              lastName: optional(person.lastName),
              address: addressOf(person.address),
              dob: isoDateOf(person.dob),
              cohabitsWithCarer: booleanOf(person.cohabitsWithCarer),
              hasDifficultyGettingToCaredFor: booleanOf(person.hasDifficultyGettingToCaredFor),
              diffultyGettingToCaredForInformation: optional(
                person.diffultyGettingToCaredForInformation,
              ),
              gender: optional(person.gender),
              otherGender: optional(person.otherGender),
              relationship: optional(person.relationship),
              relationshipOther: optional(person.relationshipOther),
              hasHealthConditions: booleanOf(person.hasHealthConditions),
              healthConditionsInfo: optional(person.healthConditionsInfo),
              canBeLeftForShortPeriods: booleanOf(person.canBeLeftForShortPeriods),
            }),
          )
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
