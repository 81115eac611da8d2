import { describe, expect, it } from 'vitest';
import { alreadySubmittedMessage, closedMessage, type Assessment } from '@csa/contracts';
import { AppError } from '../errors/app-error.ts';
import { assertEditable } from './assert-editable.ts';
import { openAssessment } from '../testing/form-test-data.ts';

/** The refusal as the error handler sends it: status, code and message. */
function refusalOf(form: Assessment): Pick<AppError, 'statusCode' | 'code' | 'message'> {
  try {
    assertEditable(form);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  throw new Error('the assessment was editable');
}

describe('assertEditable', () => {
  it('lets an open assessment be changed', () => {
    expect(() => assertEditable(openAssessment({}))).not.toThrow();
  });

  it('refuses a submitted assessment with 409 ALREADY_SUBMITTED, even with an empty submission', () => {
    expect(refusalOf(openAssessment({ submittedFields: '{}' }))).toEqual({
      statusCode: 409,
      code: 'ALREADY_SUBMITTED',
      message: alreadySubmittedMessage,
    });
    expect(refusalOf(openAssessment({ submittedFields: '' })).code).toBe('ALREADY_SUBMITTED');
  });

  it('refuses a closed assessment with 409 CLOSED', () => {
    expect(refusalOf(openAssessment({ status: 'ABANDONED' }))).toEqual({
      statusCode: 409,
      code: 'CLOSED',
      message: closedMessage,
    });
  });

  it('names the submission first when an assessment is both submitted and closed', () => {
    expect(refusalOf(openAssessment({ submittedFields: '{}', status: 'ABANDONED' })).code).toBe(
      'ALREADY_SUBMITTED',
    );
  });
});
