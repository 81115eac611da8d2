import { describe, expect, it } from 'vitest';
import type { Assessment } from '@csa/contracts';
import { keyAnswers } from '@csa/questionnaire';
import { readStoredFields } from './read-stored-fields.ts';

function assessment(changes: Partial<Assessment>): Assessment {
  return {
    id: 'form-1',
    formTypeCode: 'CSA',
    formName: 'My assessment',
    title: 'Care and Support Assessment Form',
    dateCreated: '2026-11-01T10:00:00.000Z',
    lastUpdated: '2026-11-01T10:00:00.000Z',
    status: null,
    dirtyFields: '{}',
    submittedFields: null,
    dateSubmitted: null,
    pageCount: 3,
    lastValidPage: 0,
    allPagesValidated: false,
    version: 1,
    reference: null,
    ...changes,
  };
}

const workInProgress = {
  personalHygiene: { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true },
};
const submission = {
  toiletNeeds: { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true },
};

describe('readStoredFields', () => {
  it('reads the work in progress of an assessment not yet submitted', () => {
    const form = assessment({ dirtyFields: JSON.stringify(workInProgress) });
    expect(readStoredFields(form)).toEqual(workInProgress);
  });

  it('reads the frozen submission, not later work in progress, once submitted', () => {
    const form = assessment({
      dirtyFields: JSON.stringify(workInProgress),
      submittedFields: JSON.stringify(submission),
    });
    expect(readStoredFields(form)).toEqual(submission);
  });

  it('reads an assessment whose stored text does not parse as empty instead of failing', () => {
    expect(readStoredFields(assessment({ dirtyFields: '{"personalHygiene":' }))).toEqual({});
  });

  it('reads stored JSON that is not the answers shape as empty', () => {
    const notAnswers = JSON.stringify({ personalHygiene: { answers: 5, isComplete: 'yes' } });
    expect(readStoredFields(assessment({ submittedFields: notAnswers }))).toEqual({});
  });
});
