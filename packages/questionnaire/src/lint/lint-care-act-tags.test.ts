import { describe, expect, it } from 'vitest';
import type { CareActTag, FormTypeCode, Pathway } from '../content-schema.ts';
import { page, radio, section, topicOf } from '../engine/test-fixtures.ts';
import { lintPathway } from './lint-content.ts';
import { lintCareActTags } from './lint-care-act-tags.ts';
import { cleanPathway, itemOf, topicOf as topicIn } from './lint-test-fixtures.ts';

/** A pathway of one area whose single yes/no question carries the given tags. */
function pathwayWith(formTypeCode: FormTypeCode, areaId: string, tags?: CareActTag[]): Pathway {
  const question = radio('question', ['Yes', 'No'], tags ? { careAct: tags } : {});
  return {
    formTypeCode,
    groups: [{ title: 'Areas', topicIds: [areaId] }],
    topics: [topicOf(areaId, [section('introduction', [page('questionPage', [question])])])],
  };
}

describe('lintCareActTags', () => {
  it('finds nothing when each outcome area has a tag the pathway counts', () => {
    expect(
      lintCareActTags(
        pathwayWith('CSA', 'personalHygiene', [
          { shows: 'takesSignificantlyLonger', answers: ['Yes'] },
        ]),
      ),
    ).toEqual([]);
    expect(
      lintCareActTags(
        pathwayWith('CARERS', 'carerRole', [{ shows: 'carerHealthAtRisk', answers: ['Yes'] }]),
      ),
    ).toEqual([]);
  });

  it('reports an outcome area with no tagged item', () => {
    expect(lintCareActTags(pathwayWith('CSA', 'personalHygiene'))).toEqual([
      'personalHygiene: no item is tagged with a meaning of unable for its Care Act outcome',
    ]);
    expect(
      lintCareActTags(
        pathwayWith('CARERS', 'carerAccessWork', [
          { shows: 'takesSignificantlyLonger', answers: ['Yes'] },
        ]),
      ),
    ).toContain(
      'carerAccessWork: no item is tagged with a meaning of unable for its Care Act outcome',
    );
  });

  it('leaves an area that is not an outcome untagged', () => {
    expect(lintCareActTags(pathwayWith('CARERS', 'carerRole'))).toEqual([]);
    expect(lintCareActTags(pathwayWith('CSA', 'carerAccessWork'))).toEqual([]);
  });

  it('reports a tag naming no known meaning', () => {
    expect(
      lintCareActTags(
        pathwayWith('CSA', 'personalHygiene', [
          { shows: 'withoutAssistance', answers: ['Yes'] },
          { shows: 'veryHard', answers: ['Yes'] },
        ]),
      ),
    ).toEqual([
      'personalHygiene/introduction/questionPage/question: careAct "veryHard" is not a known meaning',
    ]);
  });

  it('reports a meaning the pathway does not count', () => {
    expect(
      lintCareActTags(
        pathwayWith('CARERS', 'carerRole', [
          { shows: 'takesSignificantlyLonger', answers: ['Yes'] },
        ]),
      ),
    ).toEqual([
      'carerRole/introduction/questionPage/question: careAct "takesSignificantlyLonger" does not apply to CARERS',
    ]);
    expect(
      lintCareActTags(
        pathwayWith('CSA', 'personalHygiene', [
          { shows: 'withoutAssistance', answers: ['Yes'] },
          { shows: 'carerHealthAtRisk', answers: ['Yes'] },
        ]),
      ),
    ).toEqual([
      'personalHygiene/introduction/questionPage/question: careAct "carerHealthAtRisk" does not apply to CSA',
    ]);
  });

  it('reports a tagged answer that is not an option of the item', () => {
    expect(
      lintCareActTags(
        pathwayWith('CSA', 'personalHygiene', [
          { shows: 'withoutAssistance', answers: ['No', 'Sometimes'] },
        ]),
      ),
    ).toEqual([
      'personalHygiene/introduction/questionPage/question: careAct answer "Sometimes" is not an option of this item',
    ]);
  });

  it('runs as part of lintPathway', () => {
    const pathway = cleanPathway();
    itemOf(topicIn(pathway, 'hygiene'), 'useBathShower').careAct = [
      { shows: 'unsafe', answers: ['No'] },
    ];
    expect(lintPathway(pathway)).toEqual([
      'hygiene/washing/washingQuestionsPage/useBathShower: careAct "unsafe" is not a known meaning',
    ]);
  });
});
