import { describe, expect, it } from 'vitest';
import { answerContains, isEmptyAnswer } from './answer-values.ts';

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

describe('isEmptyAnswer', () => {
  it('counts no answer, a cleared text and an empty list as not answered', () => {
    expect(isEmptyAnswer(undefined)).toBe(true);
    expect(isEmptyAnswer('')).toBe(true);
    expect(isEmptyAnswer([])).toBe(true);
    expect(isEmptyAnswer(' ')).toBe(false);
    expect(isEmptyAnswer(['Washing'])).toBe(false);
  });
});
