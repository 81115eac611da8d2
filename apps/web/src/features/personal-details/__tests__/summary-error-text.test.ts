import { describe, expect, it } from 'vitest';
import { validationMessages } from '@csa/contracts';
import { summaryErrorText } from '../utils/summary-error-text.ts';

describe('summaryErrorText: the field named, then the message the field itself shows', () => {
  it.each([
    ['firstName', validationMessages.required, false, 'Your first name: This is required'],
    ['firstName', validationMessages.required, true, 'Their first name: This is required'],
    ['agent.phone', validationMessages.required, true, 'Your phone number: This is required'],
    ['address', validationMessages.address, false, 'Your address: Address is required'],
    [
      'email',
      validationMessages.email,
      false,
      'Your email address: This is not a recognised email address',
    ],
    [
      'peopleCaredFor.1.dob',
      validationMessages.required,
      false,
      'Person 2: Their date of birth: This is required',
    ],
    [
      'hasConsent',
      validationMessages.required,
      true,
      'Their agreement to you filling this in: This is required',
    ],
    [
      'hasLocalAuthorityConsent',
      validationMessages.required,
      true,
      'Their agreement to the council sharing information with you: This is required',
    ],
    ['gender', validationMessages.required, false, 'This is required'],
  ])('%s (%s, by an agent: %s)', (path, message, isCompletedByAgent, expected) => {
    expect(summaryErrorText(path, message, isCompletedByAgent)).toBe(expected);
  });
});
