import { describe, expect, it } from 'vitest';
import { keyAnswers, loadPathway } from '@csa/questionnaire';
import { dropIncompleteAreas } from '../drop-incomplete-areas.ts';
import { readDirtyFields } from '../../../../lib/assessment-queries/read-dirty-fields.ts';

const csa = await loadPathway('CSA');
const complete = { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true };
const details = { firstName: 'Ada' };

function dropFrom(fields: Record<string, unknown>) {
  return dropIncompleteAreas(csa, readDirtyFields(JSON.stringify(fields)));
}

describe('dropIncompleteAreas (spec §4, when the preview loads)', () => {
  it('has nothing to drop when every saved area is complete', () => {
    expect(dropFrom({ personalHygiene: complete, personalDetails: details })).toBeNull();
  });

  it('drops an area marked incomplete and keeps everything else as stored', () => {
    const started = { ...complete, isComplete: false };
    expect(
      dropFrom({ personalHygiene: complete, toiletNeeds: started, personalDetails: details }),
    ).toEqual({ personalHygiene: complete, personalDetails: details });
  });

  it('drops an area saved complete under older content, which the server would not send', () => {
    const stale = {
      answers: { needHelp: keyAnswers.needHelp },
      lastStepIndex: 1,
      isComplete: true,
    };
    expect(dropFrom({ personalHygiene: complete, toiletNeeds: stale })).toEqual({
      personalHygiene: complete,
    });
  });
});
