import { describe, expect, it } from 'vitest';
import { agentRows, personalDetailsRows, personCaredForRows } from '../display/index.ts';
import { applyPersonalDetailsRules, personalDetailsProblems } from './personal-details-rules.ts';
import type { PersonalDetails } from './personal-details-schema.ts';

const everyAnswer: PersonalDetails = {
  firstName: 'Ada',
  lastName: 'Okafor',
  preferredName: 'Addie',
  address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
  dob: '1950-03-07',
  nhsNumber: '9434765919',
  gpDetails: 'Dr Brown, Peckham',
  gender: 'identify-differently',
  otherGender: 'Non-binary',
  phone: '020 7946 0000',
  email: 'ada@example.org',
  maritalStatus: 'widowed',
  accommodationStatus: 'private-tenant',
  landlordName: 'Mr Lee',
  landlordAddress: '2 High Street',
  otherAccommodation: 'A boat',
  ethnicity: 'other',
  otherEthnicity: 'Described',
  subEthnicity: 'other-arab',
  religion: 'other',
  otherReligion: 'Own belief',
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
    address: { single_line_address: '4 Rye Lane', postcode: 'SE15 4ST' },
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
      address: { single_line_address: '5 Rye Lane' },
      dob: '1940-01-02',
      cohabitsWithCarer: false,
      hasDifficultyGettingToCaredFor: true,
      diffultyGettingToCaredForInformation: 'Two buses',
      gender: 'identify-differently',
      otherGender: 'Their words',
      relationship: 'other',
      relationshipOther: 'Uncle',
      hasHealthConditions: true,
      healthConditionsInfo: 'Arthritis',
      canBeLeftForShortPeriods: true,
    },
  ],
};

describe('fields that stop applying are removed (spec §4)', () => {
  it('keeps every field whose condition holds', () => {
    const kept = applyPersonalDetailsRules(everyAnswer);
    expect(kept).toEqual({ ...everyAnswer, otherAccommodation: undefined });
    expect('otherAccommodation' in kept).toBe(false);
  });

  it('removes each conditional field when its answer changes', () => {
    const changed = applyPersonalDetailsRules({
      ...everyAnswer,
      gender: 'female',
      accommodationStatus: 'other-accommodation',
      ethnicity: 'white',
      religion: 'buddhist',
      nationalIdentity: 'british',
      sexualOrientation: 'bisexual',
      agent: { ...everyAnswer.agent, relationship: 'son' },
      peopleCaredFor: [
        {
          ...everyAnswer.peopleCaredFor?.[0],
          gender: 'male',
          relationship: 'parent',
          hasDifficultyGettingToCaredFor: false,
          hasHealthConditions: false,
        },
      ],
    });
    expect(Object.keys(changed).sort()).toEqual(
      Object.keys(everyAnswer)
        .filter(
          (key) =>
            ![
              'landlordName',
              'landlordAddress',
              'otherGender',
              'otherEthnicity',
              'otherReligion',
              'otherNationalIdentity',
              'otherSexualOrientation',
            ].includes(key),
        )
        .sort(),
    );
    expect(changed.otherAccommodation).toBe('A boat');
    expect(changed.agent).not.toHaveProperty('relationshipOther');
    expect(changed.peopleCaredFor?.[0]).not.toHaveProperty('otherGender');
    expect(changed.peopleCaredFor?.[0]).not.toHaveProperty('relationshipOther');
    expect(changed.peopleCaredFor?.[0]).not.toHaveProperty('diffultyGettingToCaredForInformation');
    expect(changed.peopleCaredFor?.[0]).not.toHaveProperty('healthConditionsInfo');
  });

  it('keeps the landlord name but not address for a social tenant', () => {
    const social = applyPersonalDetailsRules({
      ...everyAnswer,
      accommodationStatus: 'social-tenant',
    });
    expect(social.landlordName).toBe('Mr Lee');
    expect(social).not.toHaveProperty('landlordAddress');
  });

  it('removes the agent and both consents when nobody else fills it in', () => {
    const own = applyPersonalDetailsRules({ ...everyAnswer, isCompletedByAgent: false });
    expect(own).not.toHaveProperty('agent');
    expect(own).not.toHaveProperty('hasConsent');
    expect(own).not.toHaveProperty('hasLocalAuthorityConsent');
  });
});

describe('what must be present before submitting', () => {
  it('asks for name, date of birth and address', () => {
    expect(personalDetailsProblems(undefined, 'CSA')).toEqual([
      { field: 'firstName', message: 'This is required' },
      { field: 'lastName', message: 'This is required' },
      { field: 'dob', message: 'This is required' },
      { field: 'address', message: 'Address is required' },
    ]);
    expect(personalDetailsProblems({ ...everyAnswer, isCompletedByAgent: false }, 'CSA')).toEqual(
      [],
    );
  });

  it("asks for the agent's name and both consents given", () => {
    expect(
      personalDetailsProblems(
        { ...everyAnswer, agent: { firstName: '' }, hasLocalAuthorityConsent: false },
        'CSA',
      ),
    ).toEqual([
      { field: 'agent.firstName', message: 'This is required' },
      { field: 'agent.lastName', message: 'This is required' },
      { field: 'hasLocalAuthorityConsent', message: 'This is required' },
    ]);
  });

  it('asks a carer for at least one person cared for, each named', () => {
    const own = { ...everyAnswer, isCompletedByAgent: false };
    expect(personalDetailsProblems({ ...own, peopleCaredFor: [] }, 'CARERS')).toEqual([
      { field: 'peopleCaredFor', message: 'Add at least 1 person you care for' },
    ]);
    expect(
      personalDetailsProblems({ ...own, peopleCaredFor: [{}, { firstName: 'Di' }] }, 'CARERS'),
    ).toEqual([
      { field: 'peopleCaredFor.0.firstName', message: 'This is required' },
      { field: 'peopleCaredFor.0.lastName', message: 'This is required' },
      { field: 'peopleCaredFor.1.lastName', message: 'This is required' },
    ]);
    expect(personalDetailsProblems({ ...own, peopleCaredFor: [] }, 'CSA')).toEqual([]);
  });
});

describe('the rows shown on the preview, to staff and in the PDF', () => {
  it('lists every answer in the form order with the labels the resident read', () => {
    expect(personalDetailsRows(everyAnswer)).toEqual([
      { key: 'Filled in by someone else', value: 'Yes' },
      { key: 'Name', value: 'Ada Okafor' },
      { key: 'Preferred name', value: 'Addie' },
      { key: 'Date of birth', value: '07/03/1950' },
      { key: 'Address', value: '1 Colebrooke Street, London, SE15 6JY' },
      { key: 'Phone number', value: '020 7946 0000' },
      { key: 'Email address', value: 'ada@example.org' },
      { key: 'NHS number', value: '9434765919' },
      { key: 'GP', value: 'Dr Brown, Peckham' },
      { key: 'Where they live', value: 'I rent from a private landlord' },
      { key: "Landlord's name", value: 'Mr Lee' },
      { key: "Landlord's address", value: '2 High Street' },
      { key: 'Other accommodation', value: 'A boat' },
      { key: 'Gender', value: 'I identify in another way' },
      { key: 'Gender, in their words', value: 'Non-binary' },
      { key: 'Marital status', value: 'Widowed or surviving civil partner' },
      { key: 'Ethnic group', value: 'Other ethnic group' },
      { key: 'Ethnic background', value: 'Arab' },
      { key: 'Ethnic group, in their words', value: 'Described' },
      { key: 'Religion or belief', value: 'Another religion' },
      { key: 'Religion, in their words', value: 'Own belief' },
      { key: 'Preferred language', value: 'Yoruba' },
      { key: 'National identity', value: 'Another national identity' },
      { key: 'National identity, in their words', value: 'Nigerian' },
      { key: 'Sexual orientation', value: 'Another sexual orientation' },
      { key: 'Sexual orientation, in their words', value: 'Own words' },
    ]);
    expect(
      personalDetailsRows({ firstName: 'Ada', accommodationStatus: 'owner-occupier' }),
    ).toEqual([
      { key: 'Name', value: 'Ada' },
      { key: 'Where you live', value: 'I own my home (outright or with a mortgage)' },
    ]);
  });

  it('lists the agent, with the relationship in their words when given', () => {
    expect(agentRows(everyAnswer)).toEqual([
      { key: 'Name', value: 'Ben Okafor' },
      { key: 'Relationship', value: 'Nephew' },
      { key: 'Address', value: '4 Rye Lane, SE15 4ST' },
      { key: 'Phone number', value: '07700 900982' },
      { key: 'Email address', value: 'ben@example.org' },
      { key: 'The person agrees to you filling this in', value: 'Yes' },
      { key: 'They agree to the council sharing information with you', value: 'No' },
    ]);
    expect(agentRows({ ...everyAnswer, isCompletedByAgent: false })).toEqual([]);
    expect(agentRows({ isCompletedByAgent: true, agent: { relationship: 'son' } })).toEqual([
      { key: 'Relationship', value: 'Son' },
    ]);
  });

  it('lists each person cared for', () => {
    expect(personCaredForRows(everyAnswer.peopleCaredFor?.[0] ?? {})).toEqual([
      { key: 'Name', value: 'Cy Okafor' },
      { key: 'Date of birth', value: '02/01/1940' },
      { key: 'Lives with you', value: 'No' },
      { key: 'Address', value: '5 Rye Lane' },
      { key: 'Difficult to get to them', value: 'Yes' },
      { key: 'What makes it difficult', value: 'Two buses' },
      { key: 'Gender', value: 'I identify in another way' },
      { key: 'Gender, in their words', value: 'Their words' },
      { key: 'Relationship to you', value: 'Uncle' },
      { key: 'Health conditions or disabilities', value: 'Yes' },
      { key: 'About their health', value: 'Arthritis' },
      { key: 'Can be left alone for short periods', value: 'Yes' },
      { key: "Knows about this carer's assessment", value: "Don't know" },
      { key: 'Assessed by adult social care', value: 'No' },
    ]);
  });
});
