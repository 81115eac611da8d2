import { describe, expect, it } from 'vitest';
import { keyAnswers } from '../content-schema.ts';
import { isStoredAreaComplete } from './is-stored-area-complete.ts';
import { hygieneTopic as hygiene } from './test-fixtures.ts';

const completeAnswers = {
  needHelp: keyAnswers.needHelp,
  helpOptions: ['Appearance'],
  appearanceAbility: 'Hard',
};
const complete = { answers: completeAnswers, lastStepIndex: 3, isComplete: true };

describe('isStoredAreaComplete', () => {
  it('counts an area complete when it is marked complete and its answers complete it', () => {
    expect(isStoredAreaComplete(hygiene, { hygiene: complete })).toBe(true);
  });

  it('does not count an area the resident has not saved', () => {
    expect(isStoredAreaComplete(hygiene, { toiletNeeds: complete })).toBe(false);
  });

  it('does not count an area marked incomplete, whatever its answers', () => {
    expect(isStoredAreaComplete(hygiene, { hygiene: { ...complete, isComplete: false } })).toBe(
      false,
    );
  });

  it('does not count an area marked complete whose answers no longer complete it', () => {
    // Saved under older content: the key question says more help is needed, and the
    // questions that answer opens were never answered.
    const fields = {
      hygiene: { answers: { needHelp: keyAnswers.needHelp }, lastStepIndex: 1, isComplete: true },
    };
    expect(isStoredAreaComplete(hygiene, fields)).toBe(false);
  });
});
