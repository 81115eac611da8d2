import { describe, expect, it } from 'vitest';
import { keyAnswers, type Page } from '../content-schema.ts';
import { findPage } from './find-in-topic.ts';
import { isAreaComplete, pageErrors } from './page-errors.ts';
import { hygieneTopic as topic, page, radio, video } from './test-fixtures.ts';

const needHelp = keyAnswers.needHelp;

function pageOf(pageId: string): Page {
  const located = findPage(topic, pageId);
  if (!located) throw new Error(`no page ${pageId}`);
  return located.page;
}

describe('pageErrors', () => {
  it('marks visible required items without an answer', () => {
    expect(pageErrors(topic, pageOf('helpPage'), {})).toEqual({ needHelp: 'Required' });
    expect(pageErrors(topic, pageOf('helpPage'), { needHelp })).toEqual({
      helpOptions: 'Required',
    });
  });

  it('does not mark hidden required items, videos or optional items', () => {
    expect(pageErrors(topic, pageOf('introVideoPage'), {})).toEqual({});
    expect(pageErrors(topic, pageOf('helpPage'), { needHelp: keyAnswers.canDo })).toEqual({});
    expect(pageErrors(topic, pageOf('washingInfoPage'), { washingInfoWantTodo: 'Bathe' })).toEqual(
      {},
    );
  });

  it('never marks an item that takes no answer, even one flagged required', () => {
    // The linter refuses a required video; content that slips through must not block a page.
    const videoPage = page('videoPage', [
      video('requiredVideo', { required: true }),
      radio('q', ['Yes']),
    ]);
    expect(pageErrors(topic, videoPage, {})).toEqual({ q: 'Required' });
  });

  it('treats whitespace-only text, empty lists and wrong shapes as no answer', () => {
    expect(pageErrors(topic, pageOf('washingInfoPage'), { washingInfoWantTodo: ' \n\t' })).toEqual({
      washingInfoWantTodo: 'Required',
    });
    expect(pageErrors(topic, pageOf('helpPage'), { needHelp, helpOptions: [] })).toEqual({
      helpOptions: 'Required',
    });
    expect(pageErrors(topic, pageOf('helpPage'), { needHelp, helpOptions: 'Washing' })).toEqual({
      helpOptions: 'Required',
    });
  });

  it('marks a conditional item once shown', () => {
    expect(pageErrors(topic, pageOf('washingQuestionsPage'), { useBathShower: 'Yes' })).toEqual({
      bathDetails: 'Required',
      reachAllBody: 'Required',
    });
  });
});

describe('isAreaComplete', () => {
  it('is complete when every page walked is answered', () => {
    expect(isAreaComplete(topic, { needHelp: keyAnswers.canDo })).toBe(true);
    expect(
      isAreaComplete(topic, {
        needHelp,
        helpOptions: ['Appearance'],
        appearanceAbility: 'Hard',
      }),
    ).toBe(true);
  });

  it('is incomplete while a page walked has an error', () => {
    expect(isAreaComplete(topic, {})).toBe(false);
    expect(isAreaComplete(topic, { needHelp, helpOptions: ['Appearance'] })).toBe(false);
    expect(
      isAreaComplete(topic, {
        needHelp,
        helpOptions: ['Washing'],
        useBathShower: 'No',
        washingInfoWantTodo: 'Bathe',
      }),
    ).toBe(false);
  });

  it('ignores stale answers that would open pages no longer asked', () => {
    // helpOptions is hidden with canDo, so the unanswered washing section is not walked.
    expect(isAreaComplete(topic, { needHelp: keyAnswers.canDo, helpOptions: ['Washing'] })).toBe(
      true,
    );
  });
});
