import { describe, expect, it } from 'vitest';
import { answerKindOf, isChoiceItem, isVideoItem } from './item-kinds.ts';

describe('item kinds', () => {
  it('knows both video players and nothing else as videos', () => {
    expect(isVideoItem({ type: 'spotlightr' })).toBe(true);
    expect(isVideoItem({ type: 'youtube' })).toBe(true);
    expect(isVideoItem({ type: 'radio' })).toBe(false);
    expect(isVideoItem({ type: '' })).toBe(false);
  });

  it('gives each question type its answer shape, and none to anything else', () => {
    expect(answerKindOf({ type: 'textarea' })).toBe('text');
    expect(answerKindOf({ type: 'radio' })).toBe('singleChoice');
    expect(answerKindOf({ type: 'checkbox' })).toBe('multipleChoice');
    expect(answerKindOf({ type: 'youtube' })).toBe('none');
    expect([isChoiceItem({ type: 'radio' }), isChoiceItem({ type: 'checkbox' })]).toEqual([
      true,
      true,
    ]);
    expect(isChoiceItem({ type: 'textarea' })).toBe(false);
  });
});
