import { describe, expect, it } from 'vitest';
import { keyAnswers, type Topic } from '../content-schema.ts';
import { areaPath } from './area-path.ts';
import {
  hygieneTopic as topic,
  noIntroductionTopic,
  page,
  section,
  textarea,
  topicOf,
} from './test-fixtures.ts';

const needHelp = keyAnswers.needHelp;
const pageIds = (t: Topic, answers: Record<string, string | string[]>) =>
  areaPath(t, answers).map((step) => step.pageId);

describe('areaPath', () => {
  it('stops after the introduction when the resident can manage', () => {
    expect(pageIds(topic, { needHelp: keyAnswers.canDo })).toEqual(['introVideoPage', 'helpPage']);
  });

  it('visits ticked sections in the fixed order, skipping unticked ones', () => {
    const answers = {
      needHelp,
      helpOptions: ['Clothes', 'Washing'],
      useBathShower: 'Yes',
      clothesMethods: ['Machine'],
      clothesFrequency: 'Weekly',
    };
    expect(areaPath(topic, answers).map((step) => step.sectionId)).toEqual([
      'introduction',
      'introduction',
      'washing',
      'washing',
      'clothes',
      'clothes',
      'summary',
    ]);
  });

  it('takes the page chosen by an answer', () => {
    const answers = { needHelp, helpOptions: ['Washing'], useBathShower: 'No' };
    expect(pageIds(topic, answers)).toEqual([
      'introVideoPage',
      'helpPage',
      'washingQuestionsPage',
      'washingHelpPage',
      'washingInfoPage',
      'summaryPage',
    ]);
  });

  it('follows default rules in a topic without an introduction', () => {
    expect(pageIds(noIntroductionTopic, {})).toEqual(['aboutYouPage', 'supportPage']);
  });

  it('stops at a page met twice instead of looping', () => {
    const looping = topicOf('loop', [
      section('only', [
        page('a', [textarea('x')], [{ options: [], page: 'b' }]),
        page('b', [textarea('y')], [{ options: [], page: 'a' }]),
      ]),
    ]);
    expect(pageIds(looping, {})).toEqual(['a', 'b']);
  });

  it('walks a page id again in a later section: only a page met twice in its own section ends the walk', () => {
    const repeating = topicOf('repeating', [
      section(
        'first',
        [page('shared', [textarea('x')])],
        [{ openSectionId: 'second', default: true }],
      ),
      section('second', [
        page('shared', [textarea('y')], [{ options: [], page: 'last' }]),
        page('last', [textarea('z')], [{ options: [], page: 'shared' }]),
      ]),
    ]);
    expect(areaPath(repeating, {})).toEqual([
      { sectionId: 'first', pageId: 'shared' },
      { sectionId: 'second', pageId: 'shared' },
      { sectionId: 'second', pageId: 'last' },
    ]);
  });
});
