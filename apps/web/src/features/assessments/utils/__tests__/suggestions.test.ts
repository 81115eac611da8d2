import { describe, expect, it } from 'vitest';
import { keyAnswers, loadPathway } from '@csa/questionnaire';
import type { SuggestedLink } from '../../api/get-suggested-links.ts';
import { areasNeedingHelp } from '../areas-needing-help.ts';
import { groupLinksByArea } from '../group-links-by-area.ts';

const csa = await loadPathway('CSA');
const needsHelp = {
  answers: { needHelp: keyAnswers.needHelp },
  lastStepIndex: 1,
  isComplete: false,
};
const copes = { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true };

function link(url: string, areaKeys: string[], localContent = false): SuggestedLink {
  const placements = areaKeys.map((areaKey) => ({
    areaKey,
    label: `Label ${url}`,
    category: 'Guides',
  }));
  return {
    url,
    labels: [`Label ${url}`],
    categories: ['Guides'],
    areaKeys,
    localContent,
    placements,
  };
}

describe('areas needing help', () => {
  it('are the areas whose key question says more help is needed, in the pathway order', () => {
    const areas = areasNeedingHelp(csa, [
      { usingFacilities: needsHelp, personalHygiene: needsHelp, toiletNeeds: copes },
    ]);
    expect(areas.map((topic) => topic.id)).toEqual(['personalHygiene', 'usingFacilities']);
  });

  it('combine several assessments for "Based on all assessments"', () => {
    const last = { toiletNeeds: needsHelp };
    const older = { personalHygiene: needsHelp, toiletNeeds: copes };
    expect(areasNeedingHelp(csa, [last]).map((topic) => topic.id)).toEqual(['toiletNeeds']);
    expect(areasNeedingHelp(csa, [last, older]).map((topic) => topic.id)).toEqual([
      'toiletNeeds',
      'personalHygiene',
    ]);
  });

  it('are none when nobody asked for more help', () => {
    expect(areasNeedingHelp(csa, [{ toiletNeeds: copes }, {}])).toEqual([]);
  });
});

describe('grouping suggestions by area', () => {
  const areas = [
    { id: 'personalHygiene', title: 'Your personal hygiene and appearance' },
    { id: 'toiletNeeds', title: 'Using the toilet' },
    { id: 'accessWork', title: 'Work' },
  ];
  const links = [
    link('https://a.example', ['personalHygiene', 'toiletNeeds']),
    link('https://b.example', ['toiletNeeds'], true),
    link('https://c.example', ['movingSafely']),
  ];

  it('lists each area with its links, a shared link under each of its areas', () => {
    const groups = groupLinksByArea(areas, links);
    expect(groups.map((group) => [group.areaKey, group.links.map((entry) => entry.url)])).toEqual([
      ['personalHygiene', ['https://a.example']],
      ['toiletNeeds', ['https://a.example', 'https://b.example']],
    ]);
    expect(groups[0]?.title).toBe('Your personal hygiene and appearance');
  });

  it('leaves out areas without links, so an empty result means "No suggestions found"', () => {
    expect(groupLinksByArea([{ id: 'accessWork', title: 'Work' }], links)).toEqual([]);
  });
});
