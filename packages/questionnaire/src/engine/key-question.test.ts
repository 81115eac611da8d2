import { describe, expect, it } from 'vitest';
import { keyAnswers } from '../content-schema.ts';
import { keyQuestion, needsMoreHelp } from './key-question.ts';
import { suggestionItems } from './suggestion-items.ts';
import { hygieneTopic, noIntroductionTopic } from './test-fixtures.ts';

describe('needsMoreHelp', () => {
  it('finds the key radio on the introduction help page', () => {
    expect(keyQuestion(hygieneTopic)?.id).toBe('needHelp');
    expect(keyQuestion(noIntroductionTopic)).toBeUndefined();
  });

  it('is true only for the need-help answer', () => {
    expect(needsMoreHelp(hygieneTopic, { needHelp: keyAnswers.needHelp })).toBe(true);
    expect(needsMoreHelp(hygieneTopic, { needHelp: keyAnswers.canDo })).toBe(false);
    expect(needsMoreHelp(hygieneTopic, {})).toBe(false);
  });

  it('is false for a topic without a key question', () => {
    expect(needsMoreHelp(noIntroductionTopic, { needHelp: keyAnswers.needHelp })).toBe(false);
  });
});

describe('suggestionItems', () => {
  it('lists the suggestion blocks with their category, group and topic', () => {
    const blocks = suggestionItems(hygieneTopic);
    expect(blocks.map(({ item, ...rest }) => ({ id: item.id, ...rest }))).toEqual([
      { id: 'helpSuggestions', category: 'Guides', group: 'help', topicId: 'hygiene' },
    ]);
    expect(suggestionItems(noIntroductionTopic)).toEqual([]);
  });
});
