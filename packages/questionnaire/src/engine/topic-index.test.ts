import { describe, expect, it } from 'vitest';
import type { Topic } from '../content-schema.ts';
import { findItem, findPage, findStep } from './find-in-topic.ts';
import { page, section, textarea, topicOf } from './test-fixtures.ts';
import { topicIndex } from './topic-index.ts';

// The linter refuses repeated ids, but content that has not been linted must still read the
// same way every time: the first section, page and item with an id is the one found. Each test
// builds its own topic: an index lives as long as its topic object, so a shared topic would be
// checked against the index an earlier test built.
function repeatedIdsTopic() {
  const first = section('repeated', [page('page', [textarea('item', { title: 'First item' })])]);
  const second = section('repeated', [
    page('page', [textarea('item', { title: 'Second item' })]),
    page('onlyInSecond', [textarea('other')]),
  ]);
  const topic: Topic = {
    id: 'repeatedIds',
    title: 'Repeated ids',
    summary: 'Two sections with the same id.',
    sections: [first, second],
  };
  return { topic, first };
}

describe('lookups in a topic with repeated ids', () => {
  it('find the first item, page and section with the id', () => {
    const { topic, first } = repeatedIdsTopic();
    expect(findItem(topic, 'item')?.title).toBe('First item');
    expect(findPage(topic, 'page')?.section).toBe(first);
    expect(topicIndex(topic).sections.get('repeated')).toEqual({ section: first, sectionIndex: 0 });
    expect(findStep(topic, { sectionId: 'repeated', pageId: 'page' })?.section).toBe(first);
  });

  it('find no step on a page of a later section that repeats an earlier id', () => {
    const { topic } = repeatedIdsTopic();
    expect(findStep(topic, { sectionId: 'repeated', pageId: 'onlyInSecond' })).toBeUndefined();
  });

  it('find the first page with the id within a section', () => {
    const twice = section('twice', [
      page('page', [textarea('first')]),
      page('page', [textarea('second')]),
    ]);
    const topic = topicOf('twice', [twice]);
    expect(findStep(topic, { sectionId: 'twice', pageId: 'page' })?.page).toBe(twice.pages[0]);
  });
});
