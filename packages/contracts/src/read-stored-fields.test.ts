import { describe, expect, it } from 'vitest';
import { readStoredFields } from './read-stored-fields.ts';

/** Only the two stored texts matter here. */
function openAssessment(texts: { dirtyFields?: string; submittedFields?: string }) {
  return { dirtyFields: texts.dirtyFields ?? '{}', submittedFields: texts.submittedFields ?? null };
}

const workInProgress = {
  personalHygiene: { answers: { needHelp: 'canDo' }, lastStepIndex: 1, isComplete: true },
};
const submission = {
  toiletNeeds: { answers: { needHelp: 'canDo' }, lastStepIndex: 1, isComplete: true },
};

describe('readStoredFields', () => {
  it('reads the work in progress of an assessment not yet submitted', () => {
    const form = openAssessment({ dirtyFields: JSON.stringify(workInProgress) });
    expect(readStoredFields(form)).toEqual(workInProgress);
  });

  it('reads the frozen submission, not later work in progress, once submitted', () => {
    const form = openAssessment({
      dirtyFields: JSON.stringify(workInProgress),
      submittedFields: JSON.stringify(submission),
    });
    expect(readStoredFields(form)).toEqual(submission);
  });

  it('reads an assessment whose stored text does not parse as empty instead of failing', () => {
    expect(readStoredFields(openAssessment({ dirtyFields: '{"personalHygiene":' }))).toEqual({});
  });

  it('reads stored JSON that is not the answers shape as empty', () => {
    const notAnswers = JSON.stringify({ personalHygiene: { answers: 5, isComplete: 'yes' } });
    expect(readStoredFields(openAssessment({ submittedFields: notAnswers }))).toEqual({});
  });
});
