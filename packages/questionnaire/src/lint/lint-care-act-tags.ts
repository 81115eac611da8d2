import type { Pathway, Topic } from '../content-schema.ts';
import {
  careActOutcomeRules,
  careActTagNames,
  carerHealthAtRisk,
  meaningsFor,
} from '../care-act/care-act-rules.ts';
import { itemsInOrder } from '../engine/index.ts';
import { problemAt } from './problem-location.ts';

/**
 * The Care Act tags (docs/decisions/0120): each names a meaning the pathway's regulation
 * counts and answers the item offers, and every outcome area has at least one tagged item, so
 * no outcome can only ever read as "manages".
 */
export function lintCareActTags(pathway: Pathway): string[] {
  const { formTypeCode } = pathway;
  const counted: readonly string[] = [
    ...meaningsFor[formTypeCode],
    ...(formTypeCode === 'CARERS' ? [carerHealthAtRisk] : []),
  ];
  return pathway.topics.flatMap((topic) => {
    const problems = itemsInOrder(topic).flatMap((located) =>
      (located.item.careAct ?? []).flatMap((tag) => {
        const report = (message: string) => problemAt({ topic, ...located }, `careAct ${message}`);
        if (!careActTagNames.includes(tag.shows)) {
          return [report(`"${tag.shows}" is not a known meaning`)];
        }
        if (!counted.includes(tag.shows)) {
          return [report(`"${tag.shows}" does not apply to ${formTypeCode}`)];
        }
        return tag.answers
          .filter((answer) => !located.item.options.includes(answer))
          .map((answer) => report(`answer "${answer}" is not an option of this item`));
      }),
    );
    if (isUntaggedOutcomeArea(pathway, topic)) {
      problems.push(
        problemAt({ topic }, 'no item is tagged with a meaning of unable for its Care Act outcome'),
      );
    }
    return problems;
  });
}

function isUntaggedOutcomeArea(pathway: Pathway, topic: Topic): boolean {
  const meanings: readonly string[] = meaningsFor[pathway.formTypeCode];
  return (
    topic.id in careActOutcomeRules[pathway.formTypeCode] &&
    !itemsInOrder(topic).some(({ item }) =>
      (item.careAct ?? []).some((tag) => meanings.includes(tag.shows)),
    )
  );
}
