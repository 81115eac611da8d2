import { describe, expect, it } from 'vitest';
import type { DirtyFields } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { completePersonalDetails } from '../testing/form-test-data.ts';
import { journeyStepsOf } from './journey-steps.ts';
import { measures } from './performance-measures.ts';
import { ReachedSteps, stepKey } from './reached-steps.ts';

const csa = pathwayFor('CSA');
const hygiene = csa.topics.find((topic) => topic.id === 'personalHygiene')!;
// As the server reads a save: the JSON text the resident sent.
const fields = JSON.parse(
  JSON.stringify({
    personalHygiene: {
      answers: fillAreaAnswers(hygiene, { needsHelp: true, chooseAll: true, text: () => 'Yes' }),
      lastStepIndex: 4,
      isComplete: true,
    },
    personalDetails: completePersonalDetails('CSA'),
  }),
) as DirtyFields;
const allSteps = [
  { measure: measures.areaStarted, subject: 'personalHygiene' },
  { measure: measures.areaCompleted, subject: 'personalHygiene' },
  { measure: measures.personalDetailsCompleted, subject: '' },
];

describe('the steps a save reached', () => {
  it('are every step the answers show when nothing is known of the assessment', () => {
    expect(journeyStepsOf(csa, fields)).toEqual(allSteps);
  });

  it('leave out the steps already recorded for it, and only those', () => {
    const known = new Set([stepKey(allSteps[0]!), stepKey(allSteps[1]!)]);
    expect(journeyStepsOf(csa, fields, known)).toEqual([allSteps[2]]);
    expect(journeyStepsOf(csa, fields, new Set(allSteps.map(stepKey)))).toEqual([]);
  });
});

describe('what a process knows an assessment has reached', () => {
  it('grows with each save and is kept per assessment', () => {
    const reached = new ReachedSteps();
    reached.add('form-a', [allSteps[0]!]);
    reached.add('form-a', [allSteps[1]!]);
    expect([...reached.of('form-a')]).toEqual([stepKey(allSteps[0]!), stepKey(allSteps[1]!)]);
    expect(reached.of('form-b').size).toBe(0);
  });

  it('forgets the least recently saved assessment first when full', () => {
    const reached = new ReachedSteps(2);
    reached.add('form-a', [allSteps[0]!]);
    reached.add('form-b', [allSteps[0]!]);
    reached.add('form-a', [allSteps[1]!]);
    reached.add('form-c', [allSteps[0]!]);
    expect(reached.of('form-b').size).toBe(0);
    expect(reached.of('form-a').size).toBe(2);
    expect(reached.of('form-c').size).toBe(1);
  });
});
