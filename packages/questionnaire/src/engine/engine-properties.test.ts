import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topicSchema } from '../content-schema.ts';
import { areaPath } from './area-path.ts';
import { countPages, findItem, findStep } from './find-in-topic.ts';
import { isItemVisible } from './item-visibility.ts';
import { itemsOnPath, pruneAnswers } from './prune-answers.ts';
import { arbitraryAnswers, arbitraryTopic, arbitraryTopicWithAnswers } from './test-arbitraries.ts';
import { hygieneTopic } from './test-fixtures.ts';
import { answerProblemMessages, validateAreaAnswers } from './validate-area-answers.ts';

const runs = { numRuns: 500 };

describe('engine properties over random topics and answers', () => {
  it('generates topics the content schema accepts', () => {
    fc.assert(
      fc.property(arbitraryTopic, (topic) => {
        expect(topicSchema.safeParse(topic).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('areaPath only visits existing pages, each once, and ends', () => {
    fc.assert(
      fc.property(arbitraryTopicWithAnswers, ({ topic, answers }) => {
        const steps = areaPath(topic, answers);
        expect(steps.length).toBeGreaterThan(0);
        expect(steps.length).toBeLessThanOrEqual(countPages(topic));
        for (const step of steps) expect(findStep(topic, step)).toBeDefined();
        expect(new Set(steps.map((step) => step.pageId)).size).toBe(steps.length);
      }),
      runs,
    );
  });

  it('pruneAnswers keeps only non-empty answers to visible items on the path', () => {
    fc.assert(
      fc.property(arbitraryTopicWithAnswers, ({ topic, answers }) => {
        const pruned = pruneAnswers(topic, answers);
        const asked = itemsOnPath(topic, pruned);
        for (const [itemId, answer] of Object.entries(pruned)) {
          const item = findItem(topic, itemId);
          expect(item && asked.has(itemId) && isItemVisible(topic, item, pruned)).toBe(true);
          expect(answer).toEqual(answers[itemId]);
          expect(answer.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });

  it('pruneAnswers is idempotent', () => {
    fc.assert(
      fc.property(arbitraryTopicWithAnswers, ({ topic, answers }) => {
        const pruned = pruneAnswers(topic, answers);
        expect(pruneAnswers(topic, pruned)).toEqual(pruned);
      }),
      runs,
    );
  });

  it('validateAreaAnswers finds no hidden or unknown answers after pruning', () => {
    fc.assert(
      fc.property(arbitraryTopicWithAnswers, ({ topic, answers }) => {
        const messages = validateAreaAnswers(topic, pruneAnswers(topic, answers)).map(
          (problem) => problem.message,
        );
        expect(messages).not.toContain(answerProblemMessages.notAsked);
        expect(messages).not.toContain(answerProblemMessages.unknownItem);
      }),
      runs,
    );
  });
});

describe('engine properties over random answers to the hygiene fixture', () => {
  it('pruned answers are stable and never point at hidden items', () => {
    fc.assert(
      fc.property(arbitraryAnswers(hygieneTopic), (answers) => {
        const pruned = pruneAnswers(hygieneTopic, answers);
        expect(pruneAnswers(hygieneTopic, pruned)).toEqual(pruned);
        const messages = validateAreaAnswers(hygieneTopic, pruned).map(
          (problem) => problem.message,
        );
        expect(messages).not.toContain(answerProblemMessages.notAsked);
      }),
      runs,
    );
  });
});
