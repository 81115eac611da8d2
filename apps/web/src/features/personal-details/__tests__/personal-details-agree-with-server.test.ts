import { describe, expect, it } from 'vitest';
import { personalDetailsProblems, type FormTypeCode, type PersonalDetails } from '@csa/contracts';
import {
  toFormValues,
  toPersonalDetails,
  type PersonalDetailsFormValues,
} from '../utils/personal-details-form-values.ts';
import { validatePersonalDetailsForm } from '../utils/validate-personal-details-form.ts';

const today = new Date('2026-06-01T12:00:00Z');

/** The fields the form refuses as missing, and what the server would still lack on submit. */
function both(values: PersonalDetailsFormValues, formTypeCode: FormTypeCode) {
  const web = validatePersonalDetailsForm(values, formTypeCode, today);
  const converted = toPersonalDetails(values, formTypeCode);
  const server = personalDetailsProblems(
    converted.success ? converted.details : undefined,
    formTypeCode,
  );
  const missing = Object.fromEntries(
    Object.entries(web).filter(
      ([, message]) =>
        message === 'This is required' ||
        message === 'Address is required' ||
        message === 'Add at least 1 person you care for',
    ),
  );
  return { missing, server: Object.fromEntries(server.map((p) => [p.field, p.message])) };
}

describe('the form and the server ask for the same things before submitting', () => {
  it('for an empty form, for the person and for a carer', () => {
    const empty = both(toFormValues(undefined, 'CSA'), 'CSA');
    expect(empty.missing).toEqual(empty.server);
    expect(Object.keys(empty.server)).toEqual(['firstName', 'lastName', 'dob', 'address']);
    const carer = both({ ...toFormValues(undefined, 'CARERS'), peopleCaredFor: [] }, 'CARERS');
    expect(carer.missing).toEqual(carer.server);
    const carerWithOne = both(toFormValues({ peopleCaredFor: [{}] }, 'CARERS'), 'CARERS');
    expect(carerWithOne.missing).toEqual(carerWithOne.server);
    expect(carerWithOne.server['peopleCaredFor.0.lastName']).toBe('This is required');
  });

  it('for someone filling it in for another person', () => {
    const values = toFormValues({ firstName: 'Ada', isCompletedByAgent: true }, 'CSA');
    values.hasConsent = true;
    const result = both(values, 'CSA');
    expect(result.missing).toEqual(result.server);
    expect(Object.keys(result.server)).toEqual([
      'lastName',
      'dob',
      'address',
      'agent.firstName',
      'agent.lastName',
      'hasLocalAuthorityConsent',
    ]);
  });
});

describe('stored details go through the form and back unchanged', () => {
  it('for every field of the person, the agent and a person cared for', () => {
    const stored = {
      firstName: 'Ada',
      lastName: 'Okafor',
      preferredName: 'Addie',
      address: { single_line_address: '1 Colebrooke Street', postcode: 'SE15 6JY', uprn: '1' },
      dob: '1950-03-07',
      nhsNumber: '9434765919',
      gpDetails: 'Dr Brown',
      gender: 'identify-differently',
      otherGender: 'Non-binary',
      phone: '020 7946 0000',
      email: 'ada@example.org',
      maritalStatus: 'widowed',
      accommodationStatus: 'private-tenant',
      landlordName: 'Mr Lee',
      landlordAddress: '2 High Street',
      ethnicity: 'other',
      otherEthnicity: 'Described',
      subEthnicity: 'other-arab',
      religion: 'other',
      otherReligion: 'Own',
      preferredLanguage: 'Yoruba',
      nationalIdentity: 'other',
      otherNationalIdentity: 'Nigerian',
      sexualOrientation: 'other',
      otherSexualOrientation: 'Own words',
      isCompletedByAgent: true,
      hasConsent: true,
      hasLocalAuthorityConsent: false,
      agent: {
        firstName: 'Ben',
        lastName: 'Okafor',
        address: { single_line_address: '4 Rye Lane' },
        phone: '07700 900982',
        email: 'ben@example.org',
        relationship: 'other',
        relationshipOther: 'Nephew',
      },
      peopleCaredFor: [
        {
          isAwareCarerIsBeingAssessed: 'unknown',
          assessedForAdultSocialServices: 'no',
          firstName: 'Cy',
          lastName: 'Okafor',
          dob: '1940-01-02',
          cohabitsWithCarer: false,
          hasDifficultyGettingToCaredFor: true,
          diffultyGettingToCaredForInformation: 'Two buses',
          gender: 'female',
          relationship: 'other',
          relationshipOther: 'Aunt',
          hasHealthConditions: false,
          canBeLeftForShortPeriods: true,
        },
      ],
    } satisfies PersonalDetails;
    const result = toPersonalDetails(toFormValues(stored, 'CARERS'), 'CARERS');
    expect(result.success && result.details).toEqual(stored);
    expect(result.success && JSON.stringify(result.details)).toBe(JSON.stringify(stored));
  });
});
