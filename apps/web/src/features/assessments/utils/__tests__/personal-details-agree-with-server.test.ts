import { describe, expect, it } from 'vitest';
import { personalDetailsProblems, type FormTypeCode } from '@csa/contracts';
import {
  toFormValues,
  toPersonalDetails,
  type PersonalDetailsFormValues,
} from '../personal-details-form-values.ts';
import { validatePersonalDetailsForm } from '../validate-personal-details-form.ts';

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
