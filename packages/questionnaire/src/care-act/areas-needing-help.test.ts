import { describe, expect, it } from 'vitest';
import { abilityScale } from '../content-schema.ts';
import { csaPathway } from '../content/csa/index.ts';
import { areasNeedingHelp } from './areas-needing-help.ts';

const cannot = 'I cannot do this independently';

describe('areasNeedingHelp', () => {
  it('lists the areas with an answer saying the resident cannot manage without help, in the pathway order', () => {
    const areas = areasNeedingHelp(csaPathway, {
      personalHygiene: { washYourself: cannot },
      appropriatelyClothed: { dressUpperBody: cannot },
    });
    expect(areas.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 'appropriatelyClothed', title: 'Getting dressed and choosing what clothes to wear' },
      { id: 'personalHygiene', title: 'Your personal hygiene and appearance' },
    ]);
  });

  it('leaves out difficulty, danger, distress and taking longer: only "without help" is listed', () => {
    expect(
      areasNeedingHelp(csaPathway, {
        personalHygiene: { washYourself: abilityScale[3] },
        appropriatelyClothed: { dressingTiring: 'Yes', shoesUnsafe: 'Yes' },
        manageRelationships: { feelLonely: 'Yes' },
        toiletNeeds: { nightFallWorry: 'Yes' },
      }),
    ).toEqual([]);
  });

  it('lists nothing when nothing was answered', () => {
    expect(areasNeedingHelp(csaPathway, {})).toEqual([]);
  });
});
