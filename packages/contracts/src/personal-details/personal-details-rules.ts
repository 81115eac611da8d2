import type { FormTypeCode } from '../form-type-codes.ts';
import type { PersonalDetails } from './personal-details-schema.ts';
import { validationMessages } from './personal-details-schema.ts';

const landlordNameStatuses = ['social-tenant', 'private-tenant'];

/**
 * Spec §4 personal-details dependency rules: a field that no longer applies is removed, so a
 * change of answer never leaves stale data behind (landlord, other*, consent, agent,
 * relationshipOther).
 */
export function applyPersonalDetailsRules(details: PersonalDetails): PersonalDetails {
  const result: PersonalDetails = { ...details };
  if (!landlordNameStatuses.includes(result.accommodationStatus ?? '')) delete result.landlordName;
  if (result.accommodationStatus !== 'private-tenant') delete result.landlordAddress;
  if (result.accommodationStatus !== 'other-accommodation') delete result.otherAccommodation;
  if (result.gender !== 'identify-differently') delete result.otherGender;
  if (result.ethnicity !== 'other') delete result.otherEthnicity;
  if (result.religion !== 'other') delete result.otherReligion;
  if (result.nationalIdentity !== 'other') delete result.otherNationalIdentity;
  if (result.sexualOrientation !== 'other') delete result.otherSexualOrientation;
  if (!result.isCompletedByAgent) {
    delete result.hasConsent;
    delete result.hasLocalAuthorityConsent;
    delete result.agent;
  } else if (result.agent && result.agent.relationship !== 'other') {
    result.agent = { ...result.agent };
    delete result.agent.relationshipOther;
  }
  if (result.peopleCaredFor) {
    result.peopleCaredFor = result.peopleCaredFor.map((person) => {
      const copy = { ...person };
      if (copy.relationship !== 'other') delete copy.relationshipOther;
      if (copy.gender !== 'identify-differently') delete copy.otherGender;
      if (!copy.hasDifficultyGettingToCaredFor) delete copy.diffultyGettingToCaredForInformation;
      if (!copy.hasHealthConditions) delete copy.healthConditionsInfo;
      return copy;
    });
  }
  return result;
}

export interface DetailsProblem {
  field: string;
  message: string;
}

/** What must be present before an assessment can be submitted: name, date of birth and
 * address of the person; for an agent, their name and both consents; for CARERS, at least one
 * person cared for with a name. */
export function personalDetailsProblems(
  details: PersonalDetails | undefined,
  formTypeCode: FormTypeCode,
): DetailsProblem[] {
  const problems: DetailsProblem[] = [];
  const required = (field: string, value: unknown) => {
    if (value === undefined || value === null || value === '') {
      problems.push({ field, message: validationMessages.required });
    }
  };
  required('firstName', details?.firstName);
  required('lastName', details?.lastName);
  required('dob', details?.dob);
  if (!details?.address?.single_line_address) {
    problems.push({ field: 'address', message: validationMessages.address });
  }
  if (details?.isCompletedByAgent) {
    required('agent.firstName', details.agent?.firstName);
    required('agent.lastName', details.agent?.lastName);
    if (details.hasConsent !== true) required('hasConsent', undefined);
    if (details.hasLocalAuthorityConsent !== true) required('hasLocalAuthorityConsent', undefined);
  }
  if (formTypeCode === 'CARERS') {
    const people = details?.peopleCaredFor ?? [];
    if (people.length < 1) {
      problems.push({ field: 'peopleCaredFor', message: 'Add at least 1 person you care for' });
    }
    people.forEach((person, index) => {
      required(`peopleCaredFor.${index}.firstName`, person.firstName);
      required(`peopleCaredFor.${index}.lastName`, person.lastName);
    });
  }
  return problems;
}
