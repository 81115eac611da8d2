import { describe, expect, it } from 'vitest';
import { answerContains } from './answer-values.ts';

describe('answerContains', () => {
  it('takes a radio answer as a whole: an option it merely starts with does not match', () => {
    expect(answerContains('Not sure', 'Not')).toBe(false);
    expect(answerContains('Not', 'Not')).toBe(true);
  });

  it('takes a checkbox answer as a list of whole options', () => {
    expect(answerContains(['Not sure'], 'Not')).toBe(false);
    expect(answerContains(['Other', 'Not'], 'Not')).toBe(true);
  });
});
