import { describe, expect, it } from 'vitest';
import { keyAnswers } from '@csa/questionnaire';
import { startStepIndex } from '../start-step-index.ts';
import { testTopic } from '../../__tests__/test-topic.ts';

const draft = { answers: {}, stepIndex: 2 };

describe('where an area opens', () => {
  it('opens at the step of unsaved answers from this tab', () => {
    expect(startStepIndex(draft, undefined, testTopic)).toBe(2);
  });

  it('opens an area never saved at its start', () => {
    expect(startStepIndex(null, undefined, testTopic)).toBe(0);
  });

  it('opens an area in progress where the resident left it', () => {
    const progress = {
      answers: { needHelp: keyAnswers.canDo },
      lastStepIndex: 1,
      isComplete: false,
    };
    expect(startStepIndex(null, progress, testTopic)).toBe(1);
  });

  it('opens a completed area at its start, to be checked through', () => {
    const progress = {
      answers: { needHelp: keyAnswers.canDo },
      lastStepIndex: 1,
      isComplete: true,
    };
    expect(startStepIndex(null, progress, testTopic)).toBe(0);
  });

  it('opens an area marked complete that today’s content leaves unanswered at the question to answer', () => {
    // Saved complete under older content; the overview shows it incomplete, and submitting
    // is refused until the help page's required question is answered.
    const progress = { answers: {}, lastStepIndex: 3, isComplete: true };
    expect(startStepIndex(null, progress, testTopic)).toBe(1);
  });
});
