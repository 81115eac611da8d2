import type { Topic } from '../content-schema.ts';
import { answerKindOf, isVideoItem, itemsInOrder } from '../engine/index.ts';
import { problemAt } from './problem-location.ts';

/** questionnaire.md §2: "Later sections start with a video page". */
export function lintSectionsStartWithVideo(topic: Topic): string[] {
  return topic.sections
    .slice(1)
    .filter((section) => !(section.pages[0]?.items.some(isVideoItem) ?? false))
    .map((section) =>
      problemAt({ topic, section }, 'a later section must start with a video page'),
    );
}

/**
 * questionnaire.md §4: "A default rule opens the final summary section when no other selected
 * option remains". A topic whose sections fall through to a final section by default must
 * say so in its introduction too, or an answer that ticks nothing (can do, not interested, no
 * caring responsibilities) ends the area before that section.
 */
export function lintIntroductionDefaultRule(topic: Topic): string[] {
  const [introduction, ...later] = topic.sections;
  if (introduction?.id !== 'introduction') return [];
  const finalIds = new Set(
    later.flatMap((section) =>
      section.nextSection.flatMap((rule) => ('default' in rule ? [rule.openSectionId] : [])),
    ),
  );
  if (finalIds.size === 0) return [];
  const hasDefault = introduction.nextSection.some((rule) => 'default' in rule);
  return hasDefault
    ? []
    : [
        problemAt(
          { topic, section: introduction },
          `needs a default rule opening ${[...finalIds].join(', ')} like its other sections`,
        ),
      ];
}

const yesNoAnswers: readonly string[] = ['Yes', 'No', "Don't know"];

/**
 * Details boxes that follow 'No' on purpose. questionnaire.md §4 names the carers' three;
 * the CSA five ask "Can you…?", where 'No' is the answer needing detail, and stay so
 * (decision 0033: rewording them would turn round the meaning of answers already given).
 */
export const detailsOnNo: readonly string[] = [
  'leavingInfo',
  'appropriateHomeInfo',
  'takingBreaksInfo',
  'useBathShowerDetails',
  'reachAllBodyDetails',
  'haveWashingMachineDetails',
  'safelyTransferToWheelchairDetails',
  'negotiateWheelchairDetails',
];

/** questionnaire.md §4 "Details boxes: on Yes": a textarea following a Yes/No question
 * appears on 'Yes', unless it is one of the recorded exceptions above. */
export function lintDetailsOnYes(topic: Topic): string[] {
  const located = itemsInOrder(topic);
  const byId = new Map(located.map((entry) => [entry.item.id, entry.item]));
  return located.flatMap((entry) => {
    const { item } = entry;
    const rule = item.existsWhen;
    if (item.type !== 'textarea' || !rule || detailsOnNo.includes(item.id)) return [];
    const given = byId.get(rule.given);
    const isYesNo =
      given?.type === 'radio' &&
      given.options.includes('Yes') &&
      given.options.every((option) => yesNoAnswers.includes(option));
    if (!isYesNo) return [];
    const values = rule.contains !== undefined ? [rule.contains] : (rule.oneOf ?? []);
    return values.includes('Yes')
      ? []
      : [
          problemAt(
            { topic, ...entry },
            `details box appears on ${values.map((value) => `'${value}'`).join(', ')} of ${rule.given}; the spec shows details on 'Yes'`,
          ),
        ];
  });
}

const sameTitle = (first: string, second: string) =>
  first.trim().toLowerCase() === second.trim().toLowerCase();

/**
 * A page of questions says what it asks: titled like its section or topic, the step heading
 * repeated the h1 above it (the web app showed 'Introduction' instead). Video pages open their
 * section and are titled like it on purpose.
 */
export function lintQuestionPageTitles(topic: Topic): string[] {
  return topic.sections.flatMap((section) =>
    section.pages
      .filter((page) => page.items.some((item) => answerKindOf(item) !== 'none'))
      .filter((page) => sameTitle(page.title, section.title) || sameTitle(page.title, topic.title))
      .map((page) =>
        problemAt(
          { topic, section, page },
          `a question page needs a title of its own, not its section's or topic's ('${page.title}')`,
        ),
      ),
  );
}
