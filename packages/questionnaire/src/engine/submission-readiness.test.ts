import { describe, expect, it } from 'vitest';
import type { DirtyFields, PersonalDetails } from '@csa/contracts';
import { keyAnswers, type Pathway } from '../content-schema.ts';
import { submissionReadiness } from './submission-readiness.ts';
import { hygieneTopic } from './test-fixtures.ts';

const roleTopic = { ...hygieneTopic, id: 'role', title: 'Your role' };
const pathway: Pathway = {
  formTypeCode: 'CSA',
  groups: [
    { title: 'Your role', topicIds: ['role'] },
    { title: 'Your daily life', topicIds: ['hygiene', 'missing'] },
  ],
  topics: [hygieneTopic, roleTopic],
};

const details: PersonalDetails = {
  firstName: 'Ada',
  lastName: 'Okafor',
  dob: '1950-03-07',
  address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
};
const complete = {
  answers: {
    needHelp: keyAnswers.needHelp,
    helpOptions: ['Appearance'],
    appearanceAbility: 'Hard',
  },
  lastStepIndex: 3,
  isComplete: true,
};
// Marked complete under older content: today the key question's answer opens questions that
// were never answered.
const stale = { answers: { needHelp: keyAnswers.needHelp }, lastStepIndex: 1, isComplete: true };
const markedIncomplete = { ...complete, isComplete: false };

describe('submissionReadiness', () => {
  it.each<[string, DirtyFields, string[], number[], boolean]>([
    ['nothing saved', {}, [], [0, 1], false],
    ['every group complete', { role: complete, hygiene: complete }, ['hygiene', 'role'], [], true],
    ['one group complete', { hygiene: complete }, ['hygiene'], [0], false],
    [
      'an area marked incomplete',
      { role: complete, hygiene: markedIncomplete },
      ['role'],
      [1],
      false,
    ],
    [
      'an area saved complete under older content',
      { role: complete, hygiene: stale },
      ['role'],
      [1],
      false,
    ],
  ])('%s', (_case, areas, completeAreaIds, groupsWithoutCompleteArea, mayBeSubmitted) => {
    const fields: DirtyFields = { ...areas };
    fields.personalDetails = details;
    const readiness = submissionReadiness(pathway, fields);
    expect(readiness.completeAreaIds).toEqual(completeAreaIds);
    expect(readiness.groupsWithoutCompleteArea).toEqual(groupsWithoutCompleteArea);
    expect(readiness.personalDetailsProblems).toEqual([]);
    expect(readiness.mayBeSubmitted).toBe(mayBeSubmitted);
  });

  it('needs the personal details as well as a complete area in every group', () => {
    const readiness = submissionReadiness(pathway, { role: complete, hygiene: complete });
    expect(readiness.groupsWithoutCompleteArea).toEqual([]);
    expect(readiness.personalDetailsProblems.map((problem) => problem.field)).toEqual([
      'firstName',
      'lastName',
      'dob',
      'address',
    ]);
    expect(readiness.mayBeSubmitted).toBe(false);
  });
});
