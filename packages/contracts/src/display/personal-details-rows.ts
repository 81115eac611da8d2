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
} from '../personal-details/options.ts';
import { subEthnicityOptions } from '../personal-details/sub-ethnicity-options.ts';
import type {
  PersonalDetails,
  PersonCaredFor,
} from '../personal-details/personal-details-schema.ts';
import { formatDateOfBirth } from './format-dates.ts';

export interface SummaryRow {
  key: string;
  value: string;
}

function labelOf(options: readonly Option[], value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return options.find((option) => option.value === value)?.label ?? value;
}

function yesNo(value: boolean | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value ? 'Yes' : 'No';
}

function joinName(...parts: (string | undefined)[]): string | undefined {
  const name = parts.filter(Boolean).join(' ');
  return name || undefined;
}

/** Rows with an answer; unanswered optional questions are left out rather than shown empty. */
function rows(entries: [string, string | undefined][]): SummaryRow[] {
  return entries.flatMap(([key, value]) => (value ? [{ key, value }] : []));
}

/** The address as one line, with its postcode when the line does not already hold it (an
 * address typed by hand keeps its postcode in a separate box). */
export function addressLine(
  address: { single_line_address: string; postcode?: string | undefined } | undefined,
): string | undefined {
  if (!address) return undefined;
  const line = address.single_line_address.trim();
  const postcode = address.postcode?.trim() ?? '';
  const squash = (text: string) => text.replace(/\s+/g, '').toUpperCase();
  if (!postcode || squash(line).includes(squash(postcode))) return line || undefined;
  return line ? `${line}, ${postcode}` : postcode;
}

const allSubEthnicities: readonly Option[] = Object.values(subEthnicityOptions).flat();

/** Rows for the person's details, shared by the web app's check-your-answers page and the
 * council's PDF so both read the same: in the form's order, with labels the resident chose
 * rather than stored codes; dates of birth DD/MM/YYYY (spec §9). */
export function personalDetailsRows(details: PersonalDetails): SummaryRow[] {
  return rows([
    ['Filled in by someone else', details.isCompletedByAgent ? 'Yes' : undefined],
    ['Name', joinName(details.firstName, details.lastName)],
    ['Preferred name', details.preferredName],
    ['Date of birth', details.dob ? formatDateOfBirth(details.dob) : undefined],
    ['Address', addressLine(details.address)],
    ['Phone number', details.phone],
    ['Email address', details.email],
    ['NHS number', details.nhsNumber],
    ['GP', details.gpDetails],
    [
      details.isCompletedByAgent ? 'Where they live' : 'Where you live',
      labelOf(accommodationStatusOptions, details.accommodationStatus),
    ],
    ["Landlord's name", details.landlordName],
    ["Landlord's address", details.landlordAddress],
    ['Other accommodation', details.otherAccommodation],
    ['Gender', labelOf(genderOptions, details.gender)],
    ['Gender, in their words', details.otherGender],
    ['Marital status', labelOf(maritalStatusOptions, details.maritalStatus)],
    ['Ethnic group', labelOf(ethnicityOptions, details.ethnicity)],
    ['Ethnic background', labelOf(allSubEthnicities, details.subEthnicity)],
    ['Ethnic group, in their words', details.otherEthnicity],
    ['Religion or belief', labelOf(religionOptions, details.religion)],
    ['Religion, in their words', details.otherReligion],
    ['Preferred language', details.preferredLanguage],
    ['National identity', labelOf(nationalIdentityOptions, details.nationalIdentity)],
    ['National identity, in their words', details.otherNationalIdentity],
    ['Sexual orientation', labelOf(sexualOrientationOptions, details.sexualOrientation)],
    ['Sexual orientation, in their words', details.otherSexualOrientation],
  ]);
}

export function agentRows(details: PersonalDetails): SummaryRow[] {
  if (!details.isCompletedByAgent) return [];
  const agent = details.agent ?? {};
  return rows([
    ['Name', joinName(agent.firstName, agent.lastName)],
    [
      'Relationship',
      agent.relationshipOther ?? labelOf(agentRelationshipOptions, agent.relationship),
    ],
    ['Address', addressLine(agent.address)],
    ['Phone number', agent.phone],
    ['Email address', agent.email],
    ['The person agrees to you filling this in', yesNo(details.hasConsent)],
    [
      'They agree to the council sharing information with you',
      yesNo(details.hasLocalAuthorityConsent),
    ],
  ]);
}

export function personCaredForRows(person: PersonCaredFor): SummaryRow[] {
  return rows([
    ['Name', joinName(person.firstName, person.lastName)],
    ['Date of birth', person.dob ? formatDateOfBirth(person.dob) : undefined],
    ['Lives with you', yesNo(person.cohabitsWithCarer)],
    ['Address', addressLine(person.address)],
    ['Difficult to get to them', yesNo(person.hasDifficultyGettingToCaredFor)],
    ['What makes it difficult', person.diffultyGettingToCaredForInformation],
    ['Gender', labelOf(genderOptions, person.gender)],
    ['Gender, in their words', person.otherGender],
    [
      'Relationship to you',
      person.relationshipOther ?? labelOf(caredForRelationshipOptions, person.relationship),
    ],
    ['Health conditions or disabilities', yesNo(person.hasHealthConditions)],
    ['About their health', person.healthConditionsInfo],
    ['Can be left alone for short periods', yesNo(person.canBeLeftForShortPeriods)],
    [
      "Knows about this carer's assessment",
      labelOf(yesNoUnknownOptions, person.isAwareCarerIsBeingAssessed),
    ],
    [
      'Assessed by adult social care',
      labelOf(yesNoUnknownOptions, person.assessedForAdultSocialServices),
    ],
  ]);
}
