import { describe, expect, it } from 'vitest';
import { readDirtyFieldsText } from './read-dirty-fields-text.ts';

const area = { answers: { needHelp: 'canDo' }, lastStepIndex: 1, isComplete: true };
const details = { firstName: 'Ada' };
const suggestions = [{ url: 'https://example.org/help', label: 'Help' }];

describe('readDirtyFieldsText', () => {
  it('reads areas, personal details and suggestions, keeping the whole object as stored', () => {
    const stored = { personalHygiene: area, personalDetails: details, suggestions, later: 1 };
    expect(readDirtyFieldsText(JSON.stringify(stored))).toEqual({
      raw: stored,
      fields: { personalHygiene: area, personalDetails: details, suggestions },
      areas: { personalHygiene: area },
      isReadable: true,
    });
  });

  it.each([null, undefined, ''])('reads %j as an assessment with nothing saved yet', (text) => {
    expect(readDirtyFieldsText(text)).toEqual({ raw: {}, fields: {}, areas: {}, isReadable: true });
  });

  it.each(['{"personalHygiene":', '[]', '"text"', '5', 'null'])(
    'reads %s, which is not a JSON object, as empty and unreadable',
    (text) => {
      expect(readDirtyFieldsText(text)).toEqual({
        raw: {},
        fields: {},
        areas: {},
        isReadable: false,
      });
    },
  );

  it('leaves out only the entries that fail their schema, keeping them in raw', () => {
    const stored = {
      personalHygiene: area,
      toiletNeeds: { answers: 5, isComplete: 'yes' },
      personalDetails: { firstName: 7 },
      suggestions: 'none',
    };
    const read = readDirtyFieldsText(JSON.stringify(stored));
    expect(read.fields).toEqual({ personalHygiene: area });
    expect(read.areas).toEqual({ personalHygiene: area });
    expect(read.raw).toEqual(stored);
    expect(read.isReadable).toBe(true);
  });
});
