import fc from 'fast-check';
import type {
  Answer,
  Answers,
  Item,
  NextSectionRule,
  Page,
  Section,
  Topic,
} from '../content-schema.ts';
import { itemsInOrder } from './find-in-topic.ts';

/**
 * Random small topics that pass the schema but not necessarily the linter: routing may point
 * backwards, at missing pages and sections, and existsWhen may refer to later items, to itself,
 * or to nothing. The engine must stay total and terminating on all of them.
 */

const optionPool = ['A', 'B', 'C', 'D'];
const itemTypes = ['radio', 'checkbox', 'textarea', 'spotlightr', 'suggestions', 'mystery'];

const itemShape = fc.record({
  type: fc.constantFrom(...itemTypes),
  optionCount: fc.integer({ min: 2, max: 4 }),
  required: fc.boolean(),
  condition: fc.option(
    fc.record({
      givenIndex: fc.nat(12),
      oneOf: fc.boolean(),
      values: fc.subarray(optionPool, { minLength: 1 }),
    }),
  ),
});

const pageShape = fc.record({
  items: fc.array(itemShape, { maxLength: 3 }),
  next: fc.array(
    fc.record({ options: fc.subarray(optionPool, { maxLength: 2 }), targetIndex: fc.nat(3) }),
    { maxLength: 2 },
  ),
});

const ruleShape = fc.record({
  kind: fc.constantFrom('contains', 'equals', 'default'),
  givenIndex: fc.nat(12),
  value: fc.constantFrom(...optionPool),
  targetIndex: fc.nat(4),
});

const topicShape = fc.array(
  fc.record({
    pages: fc.array(pageShape, { minLength: 1, maxLength: 3 }),
    rules: fc.array(ruleShape, { maxLength: 3 }),
  }),
  { minLength: 1, maxLength: 4 },
);

type TopicShape = typeof topicShape extends fc.Arbitrary<infer T> ? T : never;

function buildTopic(shape: TopicShape): Topic {
  const itemCount = shape.flatMap((s) => s.pages.flatMap((p) => p.items)).length;
  // One id past the end stands for an item, page or section that does not exist.
  const itemIdAt = (index: number) => `item${index % (itemCount + 1)}`;
  let nextItem = 0;
  const sections: Section[] = shape.map((sectionShape, sectionIndex) => ({
    id: `section${sectionIndex}`,
    title: `Section ${sectionIndex}`,
    pages: sectionShape.pages.map((pageShapeValue, pageIndex): Page => ({
      id: `s${sectionIndex}page${pageIndex}`,
      title: 'Page',
      items: pageShapeValue.items.map((itemShapeValue): Item => {
        const { condition } = itemShapeValue;
        const item: Item = {
          id: `item${nextItem++}`,
          title: 'Item',
          type: itemShapeValue.type,
          options: ['radio', 'checkbox'].includes(itemShapeValue.type)
            ? optionPool.slice(0, itemShapeValue.optionCount)
            : [],
          required: itemShapeValue.required,
        };
        if (condition) {
          item.existsWhen = condition.oneOf
            ? { given: itemIdAt(condition.givenIndex), oneOf: condition.values }
            : { given: itemIdAt(condition.givenIndex), contains: condition.values[0] ?? 'A' };
        }
        return item;
      }),
      nextPage: pageShapeValue.next.map((entry) => ({
        options: entry.options,
        page: `s${sectionIndex}page${entry.targetIndex}`,
      })),
    })),
    nextSection: sectionShape.rules.map((rule): NextSectionRule => {
      const openSectionId = `section${rule.targetIndex}`;
      if (rule.kind === 'default') return { default: true, openSectionId };
      const given = itemIdAt(rule.givenIndex);
      return rule.kind === 'contains'
        ? { given, contains: rule.value, openSectionId }
        : { given, equals: rule.value, openSectionId };
    }),
  }));
  return { id: 'randomTopic', title: 'Random', summary: 'Random.', sections };
}

export const arbitraryTopic: fc.Arbitrary<Topic> = topicShape.map(buildTopic);

const arbitraryAnswer: fc.Arbitrary<Answer> = fc.oneof(
  fc.constantFrom('', '  ', 'A', 'B', 'C', 'D', 'free text'),
  fc.subarray(optionPool),
);

/** Answers of any shape to any of the topic's items, plus an id the topic does not have. */
export function arbitraryAnswers(topic: Topic): fc.Arbitrary<Answers> {
  const ids = [...itemsInOrder(topic).map(({ item }) => item.id), 'unknownItem'];
  return fc
    .array(fc.tuple(fc.constantFrom(...ids), arbitraryAnswer), { maxLength: ids.length * 2 })
    .map((entries) => Object.fromEntries(entries));
}

export const arbitraryTopicWithAnswers = arbitraryTopic.chain((topic) =>
  arbitraryAnswers(topic).map((answers) => ({ topic, answers })),
);
