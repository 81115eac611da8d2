import { describe, expect, it } from 'vitest';
import { toFormValues, toPersonalDetails } from '../utils/personal-details-form-values.ts';
import { validatePersonalDetailsForm } from '../utils/validate-personal-details-form.ts';

const today = new Date('2026-06-01T12:00:00Z');

function validValues() {
  const values = toFormValues(undefined, 'CSA');
  values.firstName = 'Ada';
  values.lastName = 'Okafor';
  values.dob = { day: '7', month: '3', year: '1950' };
  values.address.single_line_address = '1 Colebrooke Street, London, SE15 6JY';
  return values;
}

describe('personal details validation (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validatePersonalDetailsForm(validValues(), 'CSA', today)).toEqual({});
  });

  it('uses the spec messages for missing and malformed answers', () => {
    const values = toFormValues(undefined, 'CSA');
    values.email = 'ada@';
    values.phone = '12';
    values.nhsNumber = '12345';
    expect(validatePersonalDetailsForm(values, 'CSA', today)).toEqual({
      firstName: 'This is required',
      lastName: 'This is required',
      dob: 'This is required',
      address: 'Address is required',
      email: 'This is not a recognised email address',
      phone: 'This is not a recognised phone number',
      nhsNumber: 'This is not a recognised NHS number',
    });
  });

  it('checks the NHS number check digit', () => {
    const values = validValues();
    values.nhsNumber = '9434765910';
    expect(validatePersonalDetailsForm(values, 'CSA', today).nhsNumber).toBe('Invalid NHS number');
    values.nhsNumber = '9434765919';
    expect(validatePersonalDetailsForm(values, 'CSA', today).nhsNumber).toBeUndefined();
  });

  it('refuses dates that do not exist and people under 18', () => {
    const values = validValues();
    values.dob = { day: '31', month: '2', year: '1950' };
    expect(validatePersonalDetailsForm(values, 'CSA', today).dob).toBe(
      'Date of birth must be a real date',
    );
    values.dob = { day: '2', month: '6', year: '2008' };
    expect(validatePersonalDetailsForm(values, 'CSA', today).dob).toBe(
      'You must be 18 years old or over.',
    );
    values.dob = { day: '1', month: '6', year: '2008' };
    expect(validatePersonalDetailsForm(values, 'CSA', today).dob).toBeUndefined();
  });

  it('asks an agent for their name and both consents', () => {
    const values = validValues();
    values.isCompletedByAgent = true;
    expect(validatePersonalDetailsForm(values, 'CSA', today)).toEqual({
      'agent.firstName': 'This is required',
      'agent.lastName': 'This is required',
      hasConsent: 'This is required',
      hasLocalAuthorityConsent: 'This is required',
    });
  });

  it('asks carers to name each person cared for, and for at least one', () => {
    const values = { ...validValues(), peopleCaredFor: [] };
    expect(validatePersonalDetailsForm(values, 'CARERS', today).peopleCaredFor).toBe(
      'Add at least 1 person you care for',
    );
    const withPerson = toFormValues(undefined, 'CARERS');
    expect(withPerson.peopleCaredFor).toHaveLength(1);
    const errors = validatePersonalDetailsForm(
      { ...validValues(), peopleCaredFor: withPerson.peopleCaredFor },
      'CARERS',
      today,
    );
    expect(errors['peopleCaredFor.0.firstName']).toBe('This is required');
  });
});

describe('turning the form into stored details (spec §4)', () => {
  it('drops fields that no longer apply and empty answers', () => {
    const values = validValues();
    values.accommodationStatus = 'owner-occupier';
    values.landlordName = 'Left over';
    values.gender = 'female';
    values.otherGender = 'Left over';
    values.ethnicity = 'white';
    values.subEthnicity = 'asian-indian';
    values.preferredName = '   ';
    const result = toPersonalDetails(values, 'CSA');
    expect(result.success && result.details).toEqual({
      firstName: 'Ada',
      lastName: 'Okafor',
      dob: '1950-03-07',
      address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
      gender: 'female',
      accommodationStatus: 'owner-occupier',
      ethnicity: 'white',
      isCompletedByAgent: false,
    });
  });

  it('keeps the agent, consents and people cared for where they apply', () => {
    const values = validValues();
    values.isCompletedByAgent = true;
    values.hasConsent = true;
    values.hasLocalAuthorityConsent = true;
    values.agent.firstName = 'Ben';
    values.agent.relationship = 'son';
    values.agent.relationshipOther = 'Left over';
    values.peopleCaredFor = toFormValues(
      { peopleCaredFor: [{ firstName: 'Sam', cohabitsWithCarer: true }] },
      'CARERS',
    ).peopleCaredFor;
    const result = toPersonalDetails(values, 'CARERS');
    expect(result.success && result.details.agent).toEqual({
      firstName: 'Ben',
      relationship: 'son',
    });
    expect(result.success && result.details.hasConsent).toBe(true);
    expect(result.success && result.details.peopleCaredFor).toEqual([
      { firstName: 'Sam', cohabitsWithCarer: true },
    ]);
  });
});
