import { describe, expect, it } from 'vitest';
import {
  cannotSubmitMessages,
  validationMessages,
  type AreaProgress,
  type DirtyFields,
  type PersonalDetails,
} from '@csa/contracts';
import type { Topic } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import { completePersonalDetails } from '../testing/form-test-data.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { submissionProblems } from './submission-problems.ts';

const csa = pathwayFor('CSA');
const carers = pathwayFor('CARERS');

function topicOf(pathway: typeof csa, id: string): Topic {
  const topic = pathway.topics.find((candidate) => candidate.id === id);
  if (!topic) throw new Error(`${id} is missing from the content`);
  return topic;
}

const hygiene = topicOf(csa, 'personalHygiene');

/** dirtyFields as stored: areas by id, and the personal details when given. */
function stored(areas: Record<string, AreaProgress>, details?: PersonalDetails): DirtyFields {
  const fields: DirtyFields = { ...areas };
  if (details !== undefined) fields.personalDetails = details;
  return fields;
}
const complete = (topic: Topic) => ({
  answers: fillAreaAnswers(topic),
  lastStepIndex: 3,
  isComplete: true,
});

describe('submissionProblems', () => {
  it('has nothing against a CSA assessment with one complete area and the personal details', () => {
    const fields = stored({ personalHygiene: complete(hygiene) }, completePersonalDetails('CSA'));
    expect(submissionProblems(csa, fields)).toEqual([]);
  });

  it('lists, under the cannot-submit message, the group and every missing personal detail', () => {
    expect(submissionProblems(csa, {})).toEqual([
      { error: cannotSubmitMessages.CSA, code: 'CANNOT_SUBMIT' },
      {
        error: 'Your daily life: Complete this area before submitting',
        field: 'groups.0',
        code: 'INCOMPLETE',
      },
      ...['firstName', 'lastName', 'dob'].map((field) => ({
        error: `dirtyFields.personalDetails.${field}: ${validationMessages.required}`,
        field: `dirtyFields.personalDetails.${field}`,
        code: 'INCOMPLETE',
      })),
      {
        error: `dirtyFields.personalDetails.address: ${validationMessages.address}`,
        field: 'dirtyFields.personalDetails.address',
        code: 'INCOMPLETE',
      },
    ]);
  });

  it('refuses personal details alone, and a complete area alone', () => {
    const detailsOnly = submissionProblems(csa, stored({}, completePersonalDetails('CSA')));
    expect(detailsOnly.map((problem) => problem.field)).toEqual([undefined, 'groups.0']);
    const areaOnly = submissionProblems(csa, { personalHygiene: complete(hygiene) });
    expect(areaOnly[0]).toEqual({ error: cannotSubmitMessages.CSA, code: 'CANNOT_SUBMIT' });
    expect(areaOnly.map((problem) => problem.field)).not.toContain('groups.0');
    expect(areaOnly).toContainEqual({
      error: `dirtyFields.personalDetails.dob: ${validationMessages.required}`,
      field: 'dirtyFields.personalDetails.dob',
      code: 'INCOMPLETE',
    });
  });

  it('counts only complete areas, of the group they belong to, on the carers pathway', () => {
    const role = topicOf(carers, 'carerRole');
    const nutrition = topicOf(carers, 'carerManageNutrition');
    const personalDetails = completePersonalDetails('CARERS');
    const groupOfLife = {
      error: 'How caring affects your life: Complete this area before submitting',
      field: 'groups.1',
      code: 'INCOMPLETE',
    };
    const groupOfRole = {
      error: 'You and your caring role: Complete this area before submitting',
      field: 'groups.0',
      code: 'INCOMPLETE',
    };
    expect(
      submissionProblems(carers, stored({ carerRole: complete(role) }, personalDetails)),
    ).toEqual([{ error: cannotSubmitMessages.CARERS, code: 'CANNOT_SUBMIT' }, groupOfLife]);
    expect(
      submissionProblems(
        carers,
        stored({ carerManageNutrition: complete(nutrition) }, personalDetails),
      ),
    ).toEqual([{ error: cannotSubmitMessages.CARERS, code: 'CANNOT_SUBMIT' }, groupOfRole]);
    expect(
      submissionProblems(
        carers,
        stored(
          {
            carerRole: { ...complete(role), isComplete: false },
            carerManageNutrition: complete(nutrition),
          },
          personalDetails,
        ),
      ),
    ).toEqual([{ error: cannotSubmitMessages.CARERS, code: 'CANNOT_SUBMIT' }, groupOfRole]);
    expect(
      submissionProblems(
        carers,
        stored(
          { carerRole: complete(role), carerManageNutrition: complete(nutrition) },
          personalDetails,
        ),
      ),
    ).toEqual([]);
  });
});
