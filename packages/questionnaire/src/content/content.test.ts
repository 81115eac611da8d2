import { describe, expect, it } from 'vitest';
import { lintPathways } from '../lint/lint-content.ts';
import { areaPath, countPages } from '../engine/index.ts';
import { keyAnswers } from '../content-schema.ts';
import { pathways } from './index.ts';

/** The shipped content, checked by the linter and against the spec's named topics. */
describe('shipped questionnaire content', () => {
  it('passes the content linter with no problems', () => {
    expect(lintPathways(pathways)).toEqual([]);
  });

  it('has the 10 CSA and 9 CARERS topics of questionnaire.md §2', () => {
    const [csa, carers] = pathways;
    expect(csa?.topics.map((topic) => topic.id).sort()).toEqual(
      [
        'accessWork',
        'appropriatelyClothed',
        'caringResponsibilities',
        'maintainingHome',
        'manageNutrition',
        'manageRelationships',
        'movingSafely',
        'personalHygiene',
        'toiletNeeds',
        'usingFacilities',
      ].sort(),
    );
    expect(carers?.topics).toHaveLength(9);
    expect(carers?.groups[0]?.topicIds).toEqual(['carerRole']);
  });

  it('keeps the spelling and sections the spec gives', () => {
    const movingSafely = pathways[0]?.topics.find((topic) => topic.id === 'movingSafely');
    expect(movingSafely?.sections.map((section) => section.id)).toContain('safeTansfers');
    const carerRole = pathways[1]?.topics.find((topic) => topic.id === 'carerRole');
    expect(carerRole?.sections.map((section) => section.id)).toEqual([
      'aboutYou',
      'summary',
      'safety',
      'longTerm',
      'support',
    ]);
    const hours = carerRole?.sections
      .flatMap((section) => section.pages)
      .flatMap((page) => page.items)
      .find((item) => item.id === 'howManyHours');
    expect(hours?.options).toEqual(['1-4', '5-9', '10-19', '30-34', '35+']);
  });

  it('ends an area after the introduction when no more help is needed', () => {
    const personalHygiene = pathways[0]?.topics.find((topic) => topic.id === 'personalHygiene');
    if (!personalHygiene) throw new Error('personalHygiene missing');
    const path = areaPath(personalHygiene, { needHelp: keyAnswers.canDo });
    expect(path.map((step) => step.sectionId)).toEqual(['introduction', 'introduction']);
    expect(countPages(personalHygiene)).toBeGreaterThan(path.length);
  });
});
