/**
 * Choice lists of the personal details form (service.md §3 "Personal details", "Agent",
 * "Person cared for"). Values cross the API boundary and are stored in dirtyFields, so they keep
 * the spec's spelling exactly, inconsistencies included (`not_shared` beside `not-shared`,
 * `northern Irish`); labels are what the user reads and may be reworded freely.
 */

export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

type ValueOf<Options extends readonly Option[]> = Options[number]['value'];

const preferNotToSay = 'Prefer not to say';

export const genderOptions = [
  { value: 'private', label: preferNotToSay },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'identify-differently', label: 'I identify in another way' },
  { value: 'intersex', label: 'Intersex' },
] as const satisfies readonly Option[];
export type Gender = ValueOf<typeof genderOptions>;

export const maritalStatusOptions = [
  { value: 'not_shared', label: preferNotToSay },
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
  { value: 'civil-partner', label: 'In a civil partnership' },
  { value: 'cohabiting', label: 'Living with a partner' },
  { value: 'divorced', label: 'Divorced or civil partnership dissolved' },
  { value: 'widowed', label: 'Widowed or surviving civil partner' },
  { value: 'separated', label: 'Separated' },
] as const satisfies readonly Option[];
export type MaritalStatus = ValueOf<typeof maritalStatusOptions>;

/** The spec fixes 21 codes from not-shared to other-accommodation without listing them; these
 * cover the housing situations English councils record. `social-tenant` and `private-tenant`
 * are the two that ask for the landlord's name and address. */
export const accommodationStatusOptions = [
  { value: 'not-shared', label: preferNotToSay },
  { value: 'owner-occupier', label: 'I own my home (outright or with a mortgage)' },
  { value: 'shared-ownership', label: 'Shared ownership (part own, part rent)' },
  { value: 'social-tenant', label: 'I rent from the council or a housing association' },
  { value: 'private-tenant', label: 'I rent from a private landlord' },
  { value: 'living-with-family', label: 'I live with family or friends' },
  { value: 'supported-accommodation', label: 'Supported living' },
  { value: 'sheltered-housing', label: 'Sheltered housing' },
  { value: 'extra-care-housing', label: 'Extra care housing' },
  { value: 'residential-care-home', label: 'Residential care home' },
  { value: 'nursing-home', label: 'Nursing home' },
  { value: 'temporary-accommodation', label: 'Temporary accommodation arranged by the council' },
  { value: 'homeless', label: 'No settled home (for example staying with friends for now)' },
  { value: 'rough-sleeping', label: 'Sleeping rough' },
  { value: 'hostel', label: 'Hostel or night shelter' },
  { value: 'refuge', label: 'Refuge' },
  { value: 'travellers-site', label: 'Gypsy or Traveller site' },
  { value: 'houseboat', label: 'Houseboat' },
  { value: 'student-accommodation', label: 'Student accommodation' },
  { value: 'hospital', label: 'In hospital' },
  { value: 'other-accommodation', label: 'Somewhere else' },
] as const satisfies readonly Option[];
export type AccommodationStatus = ValueOf<typeof accommodationStatusOptions>;

export const ethnicityOptions = [
  { value: 'not-shared', label: preferNotToSay },
  { value: 'white', label: 'White' },
  { value: 'mixed', label: 'Mixed or multiple ethnic groups' },
  { value: 'asian', label: 'Asian or Asian British' },
  { value: 'black', label: 'Black, Black British, Caribbean or African' },
  { value: 'other', label: 'Other ethnic group' },
  { value: 'chinese', label: 'Chinese' },
  { value: 'african-caribbean', label: 'African Caribbean' },
] as const satisfies readonly Option[];
export type Ethnicity = ValueOf<typeof ethnicityOptions>;

export const religionOptions = [
  { value: 'not-shared', label: preferNotToSay },
  { value: 'no-religion', label: 'No religion' },
  { value: 'christian', label: 'Christian (all denominations)' },
  { value: 'buddhist', label: 'Buddhist' },
  { value: 'hindu', label: 'Hindu' },
  { value: 'islam-muslim', label: 'Muslim' },
  { value: 'jain', label: 'Jain' },
  { value: 'jewish', label: 'Jewish' },
  { value: 'rastafarian', label: 'Rastafarian' },
  { value: 'sikh', label: 'Sikh' },
  { value: 'other', label: 'Another religion' },
] as const satisfies readonly Option[];
export type Religion = ValueOf<typeof religionOptions>;

export const nationalIdentityOptions = [
  { value: 'not-shared', label: preferNotToSay },
  { value: 'british', label: 'British' },
  { value: 'english', label: 'English' },
  { value: 'welsh', label: 'Welsh' },
  { value: 'scottish', label: 'Scottish' },
  { value: 'northern Irish', label: 'Northern Irish' },
  { value: 'other', label: 'Another national identity' },
] as const satisfies readonly Option[];
export type NationalIdentity = ValueOf<typeof nationalIdentityOptions>;

export const sexualOrientationOptions = [
  { value: 'not-shared', label: preferNotToSay },
  { value: 'heterosexual-straight', label: 'Heterosexual or straight' },
  { value: 'gay-lesbian', label: 'Gay or lesbian' },
  { value: 'bisexual', label: 'Bisexual' },
  { value: 'other', label: 'Another sexual orientation' },
  { value: 'not-sure', label: 'Not sure' },
] as const satisfies readonly Option[];
export type SexualOrientation = ValueOf<typeof sexualOrientationOptions>;

export const agentRelationshipOptions = [
  { value: 'husband', label: 'Husband' },
  { value: 'wife', label: 'Wife' },
  { value: 'son', label: 'Son' },
  { value: 'daughter', label: 'Daughter' },
  { value: 'brother', label: 'Brother' },
  { value: 'sister', label: 'Sister' },
  { value: 'other', label: 'Someone else' },
] as const satisfies readonly Option[];
export type AgentRelationship = ValueOf<typeof agentRelationshipOptions>;

export const caredForRelationshipOptions = [
  { value: 'husbandOrPartner', label: 'Husband or partner' },
  { value: 'wifeOrPartner', label: 'Wife or partner' },
  { value: 'parent', label: 'Parent' },
  { value: 'grandparent', label: 'Grandparent' },
  { value: 'son', label: 'Son' },
  { value: 'daughter', label: 'Daughter' },
  { value: 'brother', label: 'Brother' },
  { value: 'sister', label: 'Sister' },
  { value: 'other', label: 'Someone else' },
] as const satisfies readonly Option[];
export type CaredForRelationship = ValueOf<typeof caredForRelationshipOptions>;

export const yesNoUnknownOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: "Don't know" },
] as const satisfies readonly Option[];
export type YesNoUnknown = ValueOf<typeof yesNoUnknownOptions>;

/** The values of a choice list, typed, for `z.enum` and for membership checks. */
export function optionValues<const Options extends readonly Option[]>(
  options: Options,
): ValueOf<Options>[] {
  return options.map((option) => option.value);
}
