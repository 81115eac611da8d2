import { pathwaySchema, type Pathway, type Topic } from '../content-schema.ts';
import { lintCareActTags } from './lint-care-act-tags.ts';
import { lintGroups, lintTopicIds } from './lint-ids.ts';
import { lintExistsWhen, lintItems } from './lint-items.ts';
import { lintRequiredFlags } from './lint-required-flags.ts';
import { lintNextPages, lintNextSections, lintSectionsReachable } from './lint-routing.ts';
import {
  lintDetailsOnYes,
  lintIntroductionDefaultRule,
  lintQuestionPageTitles,
  lintSectionsStartWithVideo,
} from './lint-structure.ts';

/**
 * Every problem in one pathway's content, in words an author can act on; [] means clean.
 * Content that fails the schema is reported on its own: the other checks assume its shape.
 */
export function lintPathway(pathway: unknown): string[] {
  const parsed = pathwaySchema.safeParse(pathway);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) => `schema: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    );
  }
  return [
    ...lintGroups(parsed.data),
    ...parsed.data.topics.flatMap(lintTopic),
    ...lintCareActTags(parsed.data),
  ];
}

export function lintTopic(topic: Topic): string[] {
  return [
    ...lintTopicIds(topic),
    ...lintItems(topic),
    ...lintExistsWhen(topic),
    ...lintRequiredFlags(topic),
    ...lintNextPages(topic),
    ...lintNextSections(topic),
    ...lintSectionsReachable(topic),
    ...lintSectionsStartWithVideo(topic),
    ...lintIntroductionDefaultRule(topic),
    ...lintDetailsOnYes(topic),
    ...lintQuestionPageTitles(topic),
  ];
}

/** All pathways, each problem prefixed with its form type so CSA and CARERS can be told apart. */
export function lintPathways(pathways: readonly Pathway[]): string[] {
  return pathways.flatMap((pathway) =>
    lintPathway(pathway).map((problem) => `${pathway.formTypeCode} ${problem}`),
  );
}
