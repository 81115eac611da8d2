import { describe, expect, it } from 'vitest';
import { keyAnswers, type Topic } from '../content-schema.ts';
import { findPage } from './find-in-topic.ts';
import { nextPage } from './next-page.ts';
import { page, radio, section, textarea, hygieneTopic as topic } from './test-fixtures.ts';

const needHelp = keyAnswers.needHelp;

describe('findPage', () => {
  it('finds a page and its section, or nothing', () => {
    expect(findPage(topic, 'laundrettePage')?.section.id).toBe('clothes');
    expect(findPage(topic, 'missingPage')).toBeUndefined();
  });
});

describe('nextPage inside a section', () => {
  it('follows an unconditional entry', () => {
    expect(nextPage(topic, 'introduction', 'introVideoPage', {})).toEqual({
      sectionId: 'introduction',
      pageId: 'helpPage',
    });
  });

  it('follows the first entry whose option the radio answer equals', () => {
    expect(
      nextPage(topic, 'washing', 'washingQuestionsPage', { useBathShower: 'No' })?.pageId,
    ).toBe('washingHelpPage');
    expect(
      nextPage(topic, 'washing', 'washingQuestionsPage', { useBathShower: 'Yes' })?.pageId,
    ).toBe('washingInfoPage');
  });

  it('routes on a visible radio only: a stale hidden answer does not count', () => {
    const visibleNo = { useBathShower: 'Yes', reachAllBody: 'No' };
    expect(nextPage(topic, 'washing', 'washingQuestionsPage', visibleNo)?.pageId).toBe(
      'washingHelpPage',
    );
    // reachAllBody is hidden until useBathShower is answered Yes.
    const hiddenNo = { reachAllBody: 'No' };
    expect(nextPage(topic, 'washing', 'washingQuestionsPage', hiddenNo)?.pageId).toBe(
      'washingInfoPage',
    );
  });

  it('does not route on a textarea that holds an option text', () => {
    // bathDetails is a visible textarea answered 'No'; only the radios may choose the page.
    const answers = { useBathShower: 'Yes', bathDetails: 'No' };
    expect(nextPage(topic, 'washing', 'washingQuestionsPage', answers)?.pageId).toBe(
      'washingInfoPage',
    );
  });

  it('follows an entry that lists several options when the answer is any one of them', () => {
    const choice: Topic = {
      id: 'choice',
      title: 'Choice',
      summary: 'One entry for two of three options.',
      sections: [
        section('only', [
          page(
            'askPage',
            [radio('pick', ['A', 'B', 'C'])],
            [
              { options: ['A', 'B'], page: 'eitherPage' },
              { options: [], page: 'otherPage' },
            ],
          ),
          page('eitherPage', [textarea('either')]),
          page('otherPage', [textarea('other')]),
        ]),
      ],
    };
    expect(nextPage(choice, 'only', 'askPage', { pick: 'B' })?.pageId).toBe('eitherPage');
    expect(nextPage(choice, 'only', 'askPage', { pick: 'C' })?.pageId).toBe('otherPage');
  });

  it('follows an entry whose option the checkbox answer includes', () => {
    const answers = { clothesMethods: ['Hand', 'Laundrette'] };
    expect(nextPage(topic, 'clothes', 'clothesQuestionsPage', answers)?.pageId).toBe(
      'laundrettePage',
    );
  });

  it('ends the section when the target page does not exist in it', () => {
    const answers = { helpOptions: ['Clothes'], needHelp, clothesMethods: ['Hand'] };
    // clothes has only an equals rule on a question not reached, so the area ends.
    expect(nextPage(topic, 'clothes', 'clothesQuestionsPage', answers)).toBeNull();
  });

  it('returns null for an unknown section or page', () => {
    expect(nextPage(topic, 'nope', 'helpPage', {})).toBeNull();
    expect(nextPage(topic, 'introduction', 'nope', {})).toBeNull();
  });
});

describe('nextPage between sections', () => {
  it('opens the first section whose contains rule the checkbox matches', () => {
    const answers = { needHelp, helpOptions: ['Clothes', 'Appearance'] };
    expect(nextPage(topic, 'introduction', 'helpPage', answers)).toEqual({
      sectionId: 'appearance',
      pageId: 'appearanceQuestionsPage',
    });
  });

  it('ends the area when no rule applies', () => {
    expect(nextPage(topic, 'introduction', 'helpPage', { needHelp: keyAnswers.canDo })).toBeNull();
  });

  it('ignores the help checkbox once it is hidden', () => {
    const answers = { needHelp: keyAnswers.canDo, helpOptions: ['Washing'] };
    expect(nextPage(topic, 'introduction', 'helpPage', answers)).toBeNull();
  });

  it('falls back to the default rule', () => {
    const answers = { needHelp, helpOptions: ['Washing'] };
    expect(nextPage(topic, 'washing', 'washingInfoPage', answers)?.sectionId).toBe('summary');
  });

  it('never jumps back to an earlier section', () => {
    const answers = { needHelp, helpOptions: ['Washing', 'Appearance'] };
    expect(nextPage(topic, 'appearance', 'appearanceQuestionsPage', answers)?.sectionId).toBe(
      'summary',
    );
  });

  it('opens a section on an equals rule, and ends the area when it does not match', () => {
    expect(
      nextPage(topic, 'clothes', 'clothesFrequencyPage', { clothesFrequency: 'Weekly' }),
    ).toEqual({
      sectionId: 'summary',
      pageId: 'summaryPage',
    });
    expect(
      nextPage(topic, 'clothes', 'clothesFrequencyPage', { clothesFrequency: 'Daily' }),
    ).toBeNull();
  });

  it('never reopens the section it is leaving', () => {
    const selfRouting: Topic = {
      id: 'selfRouting',
      title: 'Self routing',
      summary: 'A rule that names its own section.',
      sections: [
        section(
          'first',
          [page('firstPage', [textarea('note')])],
          [
            { default: true, openSectionId: 'first' },
            { default: true, openSectionId: 'second' },
          ],
        ),
        section('second', [page('secondPage', [textarea('more')])]),
      ],
    };
    expect(nextPage(selfRouting, 'first', 'firstPage', {})).toEqual({
      sectionId: 'second',
      pageId: 'secondPage',
    });
  });

  it('ends the area after the last section', () => {
    expect(nextPage(topic, 'summary', 'summaryPage', {})).toBeNull();
  });
});
