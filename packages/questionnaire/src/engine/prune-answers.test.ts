import { describe, expect, it } from 'vitest';
import { keyAnswers } from '../content-schema.ts';
import { pruneAnswers } from './prune-answers.ts';
import { hygieneTopic as topic } from './test-fixtures.ts';

const needHelp = keyAnswers.needHelp;

describe('pruneAnswers', () => {
  it('keeps answers on the path that are visible', () => {
    const answers = {
      needHelp,
      helpOptions: ['Washing'],
      useBathShower: 'Yes',
      bathDetails: 'Bath',
    };
    expect(pruneAnswers(topic, answers)).toEqual(answers);
  });

  it('drops answers to hidden items', () => {
    const answers = {
      needHelp,
      helpOptions: ['Washing'],
      useBathShower: 'No',
      bathDetails: 'Bath',
    };
    expect(pruneAnswers(topic, answers)).toEqual({
      needHelp,
      helpOptions: ['Washing'],
      useBathShower: 'No',
    });
  });

  it('drops answers on pages no longer walked', () => {
    const answers = {
      needHelp,
      helpOptions: ['Washing'],
      useBathShower: 'Yes',
      washingHelp: 'Help',
    };
    expect(pruneAnswers(topic, answers)).not.toHaveProperty('washingHelp');
  });

  it('drops unknown ids and empty answers', () => {
    const answers = { needHelp: keyAnswers.canDo, nonsense: 'x', helpOptions: [] };
    expect(pruneAnswers(topic, answers)).toEqual({ needHelp: keyAnswers.canDo });
  });

  it('reaches a fixed point: one removal hides chained items and closes their sections', () => {
    // canDo hides helpOptions; without it no section opens, so every later answer goes too,
    // including reachDetails, which only its (now off-path) given kept visible.
    const answers = {
      needHelp: keyAnswers.canDo,
      helpOptions: ['Washing', 'Clothes'],
      useBathShower: 'Yes',
      reachAllBody: 'No',
      reachDetails: 'Back',
      clothesMethods: ['Laundrette'],
      laundretteDetails: 'Down the road',
      whatSupport: 'More',
    };
    const pruned = pruneAnswers(topic, answers);
    expect(pruned).toEqual({ needHelp: keyAnswers.canDo });
    expect(pruneAnswers(topic, pruned)).toEqual(pruned);
  });

  it('does not change the input', () => {
    const answers = { needHelp: keyAnswers.canDo, helpOptions: ['Washing'] };
    pruneAnswers(topic, answers);
    expect(answers).toEqual({ needHelp: keyAnswers.canDo, helpOptions: ['Washing'] });
  });
});
