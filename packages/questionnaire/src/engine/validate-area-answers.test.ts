import { describe, expect, it } from 'vitest';
import { keyAnswers } from '../content-schema.ts';
import { hygieneTopic as topic } from './test-fixtures.ts';
import { answerProblemMessages as messages, validateAreaAnswers } from './validate-area-answers.ts';

const needHelp = keyAnswers.needHelp;
const washing = { needHelp, helpOptions: ['Washing'] };

describe('validateAreaAnswers', () => {
  it('accepts a valid set of answers, including empty ones', () => {
    expect(
      validateAreaAnswers(topic, {
        ...washing,
        useBathShower: 'Yes',
        bathDetails: 'x'.repeat(5000),
        washingInfoWantTodo: '',
        whatSupport: 'More',
      }),
    ).toEqual([]);
  });

  it('reports an unknown item id', () => {
    expect(validateAreaAnswers(topic, { nonsense: 'x' })).toEqual([
      { itemId: 'nonsense', message: messages.unknownItem },
    ]);
  });

  it('reports an answer to a hidden item', () => {
    expect(
      validateAreaAnswers(topic, { needHelp: keyAnswers.canDo, helpOptions: ['Washing'] }),
    ).toEqual([{ itemId: 'helpOptions', message: messages.notAsked }]);
  });

  it('reports an answer on a page not walked', () => {
    expect(validateAreaAnswers(topic, { ...washing, appearanceAbility: 'Easy' })).toEqual([
      { itemId: 'appearanceAbility', message: messages.notAsked },
    ]);
  });

  it('reports the wrong type of answer', () => {
    expect(validateAreaAnswers(topic, { needHelp: [needHelp] })).toEqual([
      { itemId: 'needHelp', message: messages.wrongType },
    ]);
    expect(validateAreaAnswers(topic, { needHelp, helpOptions: 'Washing' })).toEqual([
      { itemId: 'helpOptions', message: messages.wrongType },
    ]);
    expect(
      validateAreaAnswers(topic, { ...washing, useBathShower: 'Yes', bathDetails: ['x'] }),
    ).toEqual([{ itemId: 'bathDetails', message: messages.wrongType }]);
  });

  it('reports an answer to an item that takes none', () => {
    expect(validateAreaAnswers(topic, { introVideo: 'watched' })).toEqual([
      { itemId: 'introVideo', message: messages.wrongType },
    ]);
    expect(validateAreaAnswers(topic, { needHelp, helpSuggestions: ['Guides'] })).toEqual([
      { itemId: 'helpSuggestions', message: messages.wrongType },
    ]);
  });

  it('reports a choice that is not an option', () => {
    expect(validateAreaAnswers(topic, { needHelp: 'Maybe' })).toEqual([
      { itemId: 'needHelp', message: messages.notAChoice },
    ]);
    expect(validateAreaAnswers(topic, { needHelp, helpOptions: ['Washing', 'Cooking'] })).toEqual([
      { itemId: 'helpOptions', message: messages.notAChoice },
    ]);
    expect(validateAreaAnswers(topic, { needHelp, helpOptions: ['Washing', 'Washing'] })).toEqual([
      { itemId: 'helpOptions', message: messages.notAChoice },
    ]);
  });

  it('reports text longer than 5000 characters', () => {
    expect(
      validateAreaAnswers(topic, {
        ...washing,
        useBathShower: 'Yes',
        bathDetails: 'x'.repeat(5001),
      }),
    ).toEqual([{ itemId: 'bathDetails', message: messages.tooLong }]);
  });
});
