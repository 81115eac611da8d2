import { describe, expect, it } from 'vitest';
import { formPageProgress, totalPages } from './form-page-progress.ts';

const complete = { answers: { needHelp: 'x' }, lastStepIndex: 3, isComplete: true };
const started = { answers: { needHelp: 'x' }, lastStepIndex: 1, isComplete: false };
const details = {
  firstName: 'Ada',
  lastName: 'Okafor',
  dob: '1950-03-07',
  address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
};

describe('the pages a save reports (spec §7 PUT, §9)', () => {
  it('counts max(2, completed areas) + 1 pages in all', () => {
    expect([0, 1, 2, 3, 5].map(totalPages)).toEqual([3, 3, 3, 4, 6]);
  });

  it('reports no valid page for an assessment with nothing complete', () => {
    expect(formPageProgress({}, 'CSA')).toEqual({ pageCount: 3, lastValidPage: 0 });
    expect(formPageProgress({ personalHygiene: started }, 'CSA')).toEqual({
      pageCount: 3,
      lastValidPage: 0,
    });
  });

  it('counts each completed area as a valid page', () => {
    expect(
      formPageProgress(
        { personalHygiene: complete, toiletNeeds: complete, accessWork: started },
        'CSA',
      ),
    ).toEqual({ pageCount: 3, lastValidPage: 2 });
    expect(
      formPageProgress({ a: complete, b: complete, c: complete, suggestions: [] }, 'CSA'),
    ).toEqual({ pageCount: 4, lastValidPage: 3 });
  });

  it('counts personal details as the last page only when they are enough to submit', () => {
    expect(formPageProgress({ a: complete, personalDetails: details }, 'CSA')).toEqual({
      pageCount: 3,
      lastValidPage: 2,
    });
    expect(
      formPageProgress({ a: complete, b: complete, c: complete, personalDetails: details }, 'CSA'),
    ).toEqual({ pageCount: 4, lastValidPage: 4 });
    expect(
      formPageProgress({ a: complete, personalDetails: { ...details, lastName: '' } }, 'CSA'),
    ).toEqual({ pageCount: 3, lastValidPage: 1 });
    // A carer's details need the person cared for as well.
    expect(formPageProgress({ personalDetails: details }, 'CARERS').lastValidPage).toBe(0);
  });

  it('ignores entries that are not an area saved in the expected shape', () => {
    expect(
      formPageProgress({ a: { isComplete: true }, b: 'complete', c: null, d: complete }, 'CSA'),
    ).toEqual({ pageCount: 3, lastValidPage: 1 });
  });
});
