import { describe, expect, it } from 'vitest';
import { readAreaProgress, withAreaProgress } from '../dirty-fields.ts';

const hygiene = { answers: { needHelp: 'canDo' }, lastStepIndex: 1, isComplete: true };
const toilet = { answers: {}, lastStepIndex: 0, isComplete: false };

describe('an area page reading and writing dirtyFields', () => {
  it('reads its own area, and nothing for an area with no usable progress', () => {
    const text = JSON.stringify({ personalHygiene: hygiene, toiletNeeds: { answers: 5 } });
    expect(readAreaProgress(text, 'personalHygiene')).toEqual(hygiene);
    expect(readAreaProgress(text, 'toiletNeeds')).toBeUndefined();
    expect(readAreaProgress('{"personalHygiene":', 'personalHygiene')).toBeUndefined();
  });

  it('puts its area in place and sends back everything else as stored', () => {
    const stored = { personalHygiene: hygiene, personalDetails: { firstName: 'Ada' }, later: [1] };
    expect(withAreaProgress(JSON.stringify(stored), 'toiletNeeds', toilet)).toEqual({
      ...stored,
      toiletNeeds: toilet,
    });
    expect(withAreaProgress('', 'toiletNeeds', toilet)).toEqual({ toiletNeeds: toilet });
  });

  it('refuses to save over stored text it cannot read', () => {
    expect(() => withAreaProgress('{"personalHygiene":', 'toiletNeeds', toilet)).toThrow(
      'The saved assessment could not be read.',
    );
  });
});
