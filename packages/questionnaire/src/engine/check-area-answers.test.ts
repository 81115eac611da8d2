import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyAnswers, type Answers, type Topic } from '../content-schema.ts';
import { checkAreaAnswers } from './check-area-answers.ts';
import { isAreaComplete } from './page-errors.ts';
import { pruneAnswers } from './prune-answers.ts';
import { arbitraryAnswers, arbitraryTopicWithAnswers } from './test-arbitraries.ts';
import { hygieneTopic, page, radio, section, textarea } from './test-fixtures.ts';
import { validateAreaAnswers } from './validate-area-answers.ts';

/** What a save made of one area before checkAreaAnswers: the two checks, each on its own. */
function checkedTheLongWay(topic: Topic, answers: Answers, isSaidComplete: boolean) {
  const problems = validateAreaAnswers(topic, answers);
  return {
    problems,
    isComplete: isSaidComplete && problems.length === 0 && isAreaComplete(topic, answers),
  };
}

/** Checks every kind of input both ways: the answers as given (mostly with problems), and
 * pruned (none, so the short way is taken unless an answer is empty), each said complete and
 * not. Counts the complete areas found, so a run that never reached one cannot pass. */
function expectSameChecks(topic: Topic, answers: Answers, counts: { complete: number }) {
  for (const given of [answers, pruneAnswers(topic, answers)]) {
    for (const isSaidComplete of [true, false]) {
      const checked = checkAreaAnswers(topic, given, isSaidComplete);
      expect(checked).toEqual(checkedTheLongWay(topic, given, isSaidComplete));
      if (checked.isComplete) counts.complete += 1;
    }
  }
}

describe('checking an area in one walk of its path', () => {
  it('finds what validateAreaAnswers and isAreaComplete find, over random topics', () => {
    const counts = { complete: 0 };
    fc.assert(
      fc.property(arbitraryTopicWithAnswers, ({ topic, answers }) =>
        expectSameChecks(topic, answers, counts),
      ),
      { numRuns: 500 },
    );
    expect(counts.complete).toBeGreaterThan(0);
  });

  it('finds what they find over random answers to the hygiene area', () => {
    // Random answers rarely complete this area; the next test completes it by hand.
    fc.assert(
      fc.property(arbitraryAnswers(hygieneTopic), (answers) =>
        expectSameChecks(hygieneTopic, answers, { complete: 0 }),
      ),
      { numRuns: 500 },
    );
  });

  it('takes the long way for an area with an empty answer, complete or not', () => {
    const canDo = { needHelp: keyAnswers.canDo };
    const withEmpty = { ...canDo, helpOptions: [] };
    expect(checkAreaAnswers(hygieneTopic, canDo, true).isComplete).toBe(true);
    expect(checkAreaAnswers(hygieneTopic, withEmpty, true).isComplete).toBe(true);
    // The schema lets a next page follow an option '', which a cleared answer '' would
    // match: pruning drops the answer, so the page is not walked.
    const cleared: Topic = {
      id: 'cleared',
      title: 'cleared',
      summary: 'cleared',
      sections: [
        section('only', [
          page(
            'first',
            [
              radio('way', ['A', ''], { required: false }),
              radio('also', ['A'], { required: false }),
            ],
            [{ options: [''], page: 'second' }],
          ),
          page('second', [textarea('note')]),
        ]),
      ],
    };
    // One empty answer among others is enough to take the long way.
    const withClearedWay: Answers[] = [{ way: '' }, { way: '', also: 'A' }];
    for (const answers of withClearedWay) {
      expect(checkAreaAnswers(cleared, answers, true)).toEqual({ problems: [], isComplete: true });
    }
    const needHelp = { needHelp: keyAnswers.needHelp, helpOptions: [] };
    expect(checkAreaAnswers(hygieneTopic, needHelp, true)).toEqual({
      problems: [],
      isComplete: false,
    });
  });
});
