import { describe, expect, it } from 'vitest';
import { keyAnswers, loadPathway } from '@csa/questionnaire';
import { formPageProgress, totalPages } from './form-page-progress.ts';

const csa = await loadPathway('CSA');
const carers = await loadPathway('CARERS');

const complete = { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true };
const started = { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: false };
// Marked complete when saved, but today's content asks a question it leaves unanswered.
const completeUnderOlderContent = { answers: {}, lastStepIndex: 1, isComplete: true };
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
    expect(formPageProgress({}, csa)).toEqual({ pageCount: 3, lastValidPage: 0 });
    expect(formPageProgress({ personalHygiene: started }, csa)).toEqual({
      pageCount: 3,
      lastValidPage: 0,
    });
  });

  it('counts each completed area as a valid page', () => {
    expect(
      formPageProgress(
        { personalHygiene: complete, toiletNeeds: complete, accessWork: started },
        csa,
      ),
    ).toEqual({ pageCount: 3, lastValidPage: 2 });
    expect(
      formPageProgress(
        { personalHygiene: complete, toiletNeeds: complete, accessWork: complete, suggestions: [] },
        csa,
      ),
    ).toEqual({ pageCount: 4, lastValidPage: 3 });
  });

  it('counts an area as the server does: complete under today’s content, not as once marked', () => {
    expect(
      formPageProgress({ personalHygiene: complete, toiletNeeds: completeUnderOlderContent }, csa),
    ).toEqual({ pageCount: 3, lastValidPage: 1 });
  });

  it('counts personal details as the last page only when they are enough to submit', () => {
    const three = { personalHygiene: complete, toiletNeeds: complete, accessWork: complete };
    expect(formPageProgress({ personalHygiene: complete, personalDetails: details }, csa)).toEqual({
      pageCount: 3,
      lastValidPage: 2,
    });
    expect(formPageProgress({ ...three, personalDetails: details }, csa)).toEqual({
      pageCount: 4,
      lastValidPage: 4,
    });
    expect(
      formPageProgress(
        { personalHygiene: complete, personalDetails: { ...details, lastName: '' } },
        csa,
      ),
    ).toEqual({ pageCount: 3, lastValidPage: 1 });
    // A carer's details need the person cared for as well.
    expect(formPageProgress({ personalDetails: details }, carers).lastValidPage).toBe(0);
  });

  it('ignores entries that are not an area of the pathway saved in the expected shape', () => {
    expect(
      formPageProgress(
        {
          personalHygiene: { isComplete: true },
          toiletNeeds: 'complete',
          accessWork: null,
          notAnArea: complete,
          manageNutrition: complete,
        },
        csa,
      ),
    ).toEqual({ pageCount: 3, lastValidPage: 1 });
  });
});
