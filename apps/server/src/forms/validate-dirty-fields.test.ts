import { describe, expect, it } from 'vitest';
import { pathwayFor } from '@csa/questionnaire/content';
import { AppError } from '../errors/app-error.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { validateDirtyFields } from './validate-dirty-fields.ts';

const csa = pathwayFor('CSA');
const hygiene = csa.topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing from the CSA content');
const completeAnswers = fillAreaAnswers(hygiene, { chooseAll: true });

/** The 400 a client's dirtyFields gets, as the client sees it. */
function refusal(raw: unknown): { statusCode: number; fields: (string | undefined)[] } {
  try {
    validateDirtyFields(raw, csa);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { statusCode: error.statusCode, fields: error.errors.map((entry) => entry.field) };
  }
  throw new Error('the dirtyFields were accepted');
}

/** The error itself, for the message and each entry's text and code. */
function refusalOf(raw: unknown): AppError {
  try {
    validateDirtyFields(raw, csa);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error;
  }
  throw new Error('the dirtyFields were accepted');
}

describe('validateDirtyFields', () => {
  it('keeps an area the client marked incomplete as incomplete, even with every answer given', () => {
    const stored = validateDirtyFields(
      { personalHygiene: { answers: completeAnswers, lastStepIndex: 2, isComplete: false } },
      csa,
    );
    expect(stored.personalHygiene?.isComplete).toBe(false);
  });

  it('never stores suggestions sent by the client: the server computes them on submission', () => {
    const stored = validateDirtyFields(
      {
        personalHygiene: { answers: completeAnswers, lastStepIndex: 5, isComplete: true },
        suggestions: [{ url: 'https://evil.example/', label: 'Click me' }],
      },
      csa,
    );
    expect(stored).not.toHaveProperty('suggestions');
    expect(stored.personalHygiene?.isComplete).toBe(true);
  });

  it.each([
    ['a list', '[]'],
    ['null', 'null'],
    ['a number', '42'],
  ])('refuses JSON text holding %s with 400 on dirtyFields', (_case, text) => {
    expect(refusal(text)).toEqual({ statusCode: 400, fields: ['dirtyFields'] });
  });

  it.each([
    ['a list', []],
    ['null', null],
    ['a number', 42],
  ])('refuses %s sent as such, not as text, as not an object', (_case, value) => {
    expect(refusalOf(value)).toMatchObject({
      statusCode: 400,
      errors: [
        {
          error: 'dirtyFields: dirtyFields must be an object',
          field: 'dirtyFields',
          code: 'INVALID',
        },
      ],
    });
  });

  it('refuses with the invalid-answers message, each entry naming its field and the reason', () => {
    expect(refusalOf({ notAnArea: {} })).toMatchObject({
      statusCode: 400,
      message: 'The assessment could not be saved: some answers are not valid.',
      errors: [
        {
          error: 'dirtyFields.notAnArea: Unknown area',
          field: 'dirtyFields.notAnArea',
          code: 'INVALID',
        },
      ],
    });
  });

  it('names every unknown area, each under dirtyFields', () => {
    expect(refusal({ first: {}, second: {} })).toEqual({
      statusCode: 400,
      fields: ['dirtyFields.first', 'dirtyFields.second'],
    });
  });
});
