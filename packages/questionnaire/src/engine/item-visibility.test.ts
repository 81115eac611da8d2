import { describe, expect, it } from 'vitest';
import { keyAnswers, type Topic } from '../content-schema.ts';
import { findItem, findPage } from './find-in-topic.ts';
import { isItemVisible, visibleItems } from './item-visibility.ts';
import { hygieneTopic as topic, page, radio, section, textarea } from './test-fixtures.ts';

function visible(itemId: string, answers: Record<string, string | string[]>): boolean {
  const item = findItem(topic, itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return isItemVisible(topic, item, answers);
}

describe('isItemVisible', () => {
  it('shows items without existsWhen whatever the answers', () => {
    expect(visible('needHelp', {})).toBe(true);
  });

  it('contains with a radio answer: equal shows, different hides', () => {
    expect(visible('helpOptions', { needHelp: keyAnswers.needHelp })).toBe(true);
    expect(visible('helpOptions', { needHelp: keyAnswers.canDo })).toBe(false);
    expect(visible('helpOptions', {})).toBe(false);
  });

  it('oneOf with checkbox answers: any listed choice shows', () => {
    expect(visible('machineOrLaundretteDetails', { clothesMethods: ['Hand', 'Laundrette'] })).toBe(
      true,
    );
    expect(visible('machineOrLaundretteDetails', { clothesMethods: ['Machine'] })).toBe(true);
    expect(visible('machineOrLaundretteDetails', { clothesMethods: ['Hand'] })).toBe(false);
  });

  it('oneOf with a radio answer', () => {
    const answers = { useBathShower: 'Yes', reachAllBody: 'No' };
    expect(visible('reachDetails', answers)).toBe(true);
    expect(visible('reachDetails', { ...answers, reachAllBody: 'Yes' })).toBe(false);
  });

  it('hides an item whose given item is hidden, even with a stale answer', () => {
    expect(visible('reachDetails', { useBathShower: 'No', reachAllBody: 'No' })).toBe(false);
  });

  it('hides an item whose given item does not exist or loops', () => {
    const dangling = textarea('dangling', { existsWhen: { given: 'nope', contains: 'x' } });
    const first = radio('first', ['x', 'y'], { existsWhen: { given: 'second', contains: 'x' } });
    const second = radio('second', ['x', 'y'], { existsWhen: { given: 'first', contains: 'x' } });
    const oddTopic: Topic = {
      id: 'odd',
      title: 'Odd',
      summary: 'Odd.',
      sections: [section('only', [page('onlyPage', [dangling, first, second])])],
    };
    expect(isItemVisible(oddTopic, dangling, { nope: 'x' })).toBe(false);
    expect(isItemVisible(oddTopic, first, { first: 'x', second: 'x' })).toBe(false);
  });
});

describe('visibleItems', () => {
  it('lists the page items asked with these answers, in order', () => {
    const located = findPage(topic, 'helpPage');
    if (!located) throw new Error('fixture');
    const ids = (answers: Record<string, string>) =>
      visibleItems(topic, located.page, answers).map((item) => item.id);
    expect(ids({ needHelp: keyAnswers.canDo })).toEqual(['needHelp']);
    expect(ids({ needHelp: keyAnswers.needHelp })).toEqual([
      'needHelp',
      'helpSuggestions',
      'helpOptions',
    ]);
  });
});
