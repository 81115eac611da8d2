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
  subEthnicityOptions,
  yesNoUnknownOptions,
  type Agent,
  type Option,
  type PersonalDetails,
  type PersonCaredFor,
} from '@csa/contracts';
import type { DocumentBlock } from './document-model.ts';
import { formatDateOfBirth } from './format-dates.ts';

/** Codes are stored; people read labels. An unknown code is printed as stored rather than
 * dropped, so nothing the resident gave is lost from the council's copy. */
function labelOf(options: readonly Option[], value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return options.find((option) => option.value === value)?.label ?? value;
}

function yesNo(value: boolean | undefined): string | undefined {
  return value === undefined ? undefined : value ? 'Yes' : 'No';
}

function entries(rows: [string, string | undefined][]): DocumentBlock[] {
  return rows
    .filter((row): row is [string, string] => row[1] !== undefined && row[1].trim() !== '')
    .map(([label, value]) => ({ kind: 'entry', label, value }));
}

function subEthnicityLabel(details: PersonalDetails): string | undefined {
  if (!details.subEthnicity) return undefined;
  const all: readonly Option[] = Object.values(subEthnicityOptions).flat();
  return labelOf(all, details.subEthnicity);
}

function personBlocks(details: PersonalDetails): DocumentBlock[] {
  return entries([
    ['First name', details.firstName],
    ['Last name', details.lastName],
    ['Preferred name', details.preferredName],
    ['Address', details.address?.single_line_address],
    ['Date of birth', details.dob && formatDateOfBirth(details.dob)],
    ['NHS number', details.nhsNumber],
    ['GP details', details.gpDetails],
    ['Gender', labelOf(genderOptions, details.gender)],
    ['Gender (in your words)', details.otherGender],
    ['Phone', details.phone],
    ['Email', details.email],
    ['Marital status', labelOf(maritalStatusOptions, details.maritalStatus)],
    ['Accommodation', labelOf(accommodationStatusOptions, details.accommodationStatus)],
    ['Landlord name', details.landlordName],
    ['Landlord address', details.landlordAddress],
    ['Other accommodation', details.otherAccommodation],
    ['Ethnicity', labelOf(ethnicityOptions, details.ethnicity)],
    ['Ethnic background', subEthnicityLabel(details)],
    ['Other ethnicity', details.otherEthnicity],
    ['Religion', labelOf(religionOptions, details.religion)],
    ['Other religion', details.otherReligion],
    ['Preferred language', details.preferredLanguage],
    ['National identity', labelOf(nationalIdentityOptions, details.nationalIdentity)],
    ['Other national identity', details.otherNationalIdentity],
    ['Sexual orientation', labelOf(sexualOrientationOptions, details.sexualOrientation)],
    ['Other sexual orientation', details.otherSexualOrientation],
  ]);
}

function agentBlocks(details: PersonalDetails, agent: Agent | undefined): DocumentBlock[] {
  return [
    { kind: 'heading', level: 2, text: 'Completed on behalf of this person' },
    ...entries([
      ['Agreed to someone completing this for them', yesNo(details.hasConsent)],
      [
        'Agreed to the council contacting the person completing it',
        yesNo(details.hasLocalAuthorityConsent),
      ],
      ['First name', agent?.firstName],
      ['Last name', agent?.lastName],
      ['Address', agent?.address?.single_line_address],
      ['Phone', agent?.phone],
      ['Email', agent?.email],
      ['Relationship', labelOf(agentRelationshipOptions, agent?.relationship)],
      ['Relationship (in their words)', agent?.relationshipOther],
    ]),
  ];
}

function caredForBlocks(person: PersonCaredFor, index: number): DocumentBlock[] {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return [
    { kind: 'heading', level: 3, text: `Person ${index + 1}${name ? `: ${name}` : ''}` },
    ...entries([
      ['First name', person.firstName],
      ['Last name', person.lastName],
      ['Address', person.address?.single_line_address],
      ['Date of birth', person.dob && formatDateOfBirth(person.dob)],
      ['Gender', labelOf(genderOptions, person.gender)],
      ['Gender (in their words)', person.otherGender],
      ['Relationship to you', labelOf(caredForRelationshipOptions, person.relationship)],
      ['Relationship (in your words)', person.relationshipOther],
      [
        'Knows you are being assessed',
        labelOf(yesNoUnknownOptions, person.isAwareCarerIsBeingAssessed),
      ],
      [
        'Assessed for adult social services',
        labelOf(yesNoUnknownOptions, person.assessedForAdultSocialServices),
      ],
      ['Lives with you', yesNo(person.cohabitsWithCarer)],
      ['Difficulty getting to them', yesNo(person.hasDifficultyGettingToCaredFor)],
      ['About the difficulty', person.diffultyGettingToCaredForInformation],
      ['Has health conditions', yesNo(person.hasHealthConditions)],
      ['About their health conditions', person.healthConditionsInfo],
      ['Can be left alone for short periods', yesNo(person.canBeLeftForShortPeriods)],
    ]),
  ];
}

/** Personal details, the agent (only when completed by one) and the people cared for. */
export function personalDetailsBlocks(details: PersonalDetails | undefined): DocumentBlock[] {
  if (!details) {
    return [
      { kind: 'heading', level: 1, text: 'Personal details' },
      { kind: 'paragraph', text: 'No personal details have been given yet.' },
    ];
  }
  const blocks: DocumentBlock[] = [
    { kind: 'heading', level: 1, text: 'Personal details' },
    ...personBlocks(details),
  ];
  if (details.isCompletedByAgent) blocks.push(...agentBlocks(details, details.agent));
  const people = details.peopleCaredFor ?? [];
  if (people.length > 0) {
    blocks.push({ kind: 'heading', level: 1, text: 'People you care for' });
    people.forEach((person, index) => blocks.push(...caredForBlocks(person, index)));
  }
  return blocks;
}
