import { describe, expect, it } from 'vitest';
import { keyAnswers } from '../content-schema.ts';
import { keyQuestion, needsMoreHelp } from './key-question.ts';
import { suggestionItems } from './suggestion-items.ts';
import type { Topic } from '../content-schema.ts';
import {
  checkbox,
  hygieneTopic,
  noIntroductionTopic,
  page,
  radio,
  section,
} from './test-fixtures.ts';

describe('needsMoreHelp', () => {
  it('finds the key radio on the introduction help page', () => {
    expect(keyQuestion(hygieneTopic)?.id).toBe('needHelp');
    expect(keyQuestion(noIntroductionTopic)).toBeUndefined();
  });

  it("is the introduction's radio offering the need-help answer, not another radio or a checkbox", () => {
    const topic: Topic = {
      id: 'decoys',
      title: 'Decoys',
      summary: 'A key question behind look-alikes.',
      sections: [
        section('before', [page('beforePage', [radio('beforeRadio', [keyAnswers.needHelp])])]),
        section('introduction', [
          page('helpPage', [
            radio('otherRadio', ['Yes', 'No']),
            checkbox('tickNeedHelp', [keyAnswers.needHelp]),
            radio('keyRadio', [keyAnswers.canDo, keyAnswers.needHelp]),
          ]),
        ]),
      ],
    };
    expect(keyQuestion(topic)?.id).toBe('keyRadio');
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
  it('gives a block without its options an empty category and group, and its own topic', () => {
    const topic: Topic = {
      id: 'bare',
      title: 'Bare',
      summary: 'A suggestions block with no options.',
      sections: [
        section('introduction', [
          page('helpPage', [
            {
              id: 'bareSuggestions',
              title: 'Help',
              type: 'suggestions',
              options: [],
              required: false,
            },
          ]),
        ]),
      ],
    };
    expect(
      suggestionItems(topic).map(({ category, group, topicId }) => ({ category, group, topicId })),
    ).toEqual([{ category: '', group: '', topicId: 'bare' }]);
  });

  it('lists the suggestion blocks with their category, group and topic', () => {
    const blocks = suggestionItems(hygieneTopic);
    expect(blocks.map(({ item, ...rest }) => ({ id: item.id, ...rest }))).toEqual([
      { id: 'helpSuggestions', category: 'Guides', group: 'help', topicId: 'hygiene' },
    ]);
    expect(suggestionItems(noIntroductionTopic)).toEqual([]);
  });
});
