import type { Answer, Answers, Item, Topic } from '../content-schema.ts';
import { isEmptyAnswer } from './answer-values.ts';
import { findItem } from './find-in-topic.ts';
import { answerKindOf } from './item-kinds.ts';
import { isItemVisible } from './item-visibility.ts';
import { itemsOnPath } from './prune-answers.ts';

export const maxTextAnswerLength = 5000;

export const answerProblemMessages = {
  unknownItem: 'Unknown question',
  notAsked: 'This question is not asked with the answers given',
  wrongType: 'This question does not take an answer of this kind',
  notAChoice: 'Not one of the choices',
  tooLong: `Answers can be at most ${maxTextAnswerLength} characters`,
} as const;

export interface AnswerProblem {
  itemId: string;
  message: string;
}

/**
 * The server's check of one area's answers; [] means they may be stored. One problem per
 * answer, the most basic first. Empty answers ('' or []) are what a cleared field leaves, so
 * only their id is checked. "Not asked" covers both hidden items and items on pages the
 * resident does not walk: the web app prunes both before saving (pruneAnswers), so either
 * means a stale or forged answer.
 */
export function validateAreaAnswers(topic: Topic, answers: Answers): AnswerProblem[] {
  return answerProblems(topic, answers, itemsOnPath(topic, answers));
}

/** validateAreaAnswers, given the items on the path these answers take. */
export function answerProblems(
  topic: Topic,
  answers: Answers,
  askedItems: Map<string, Item>,
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  // Keys, not entries: one array, not one more per answer.
  for (const itemId of Object.keys(answers)) {
    const message = problemWithAnswer(
      topic,
      askedItems,
      itemId,
      answers[itemId] as Answer,
      answers,
    );
    if (message) problems.push({ itemId, message });
  }
  return problems;
}

function problemWithAnswer(
  topic: Topic,
  askedItems: Map<string, Item>,
  itemId: string,
  answer: Answer,
  answers: Answers,
): string | undefined {
  const item = findItem(topic, itemId);
  if (!item) return answerProblemMessages.unknownItem;
  if (isEmptyAnswer(answer)) return undefined;
  if (!askedItems.has(itemId) || !isItemVisible(topic, item, answers)) {
    return answerProblemMessages.notAsked;
  }
  switch (answerKindOf(item)) {
    case 'text':
      if (typeof answer !== 'string') return answerProblemMessages.wrongType;
      return answer.length > maxTextAnswerLength ? answerProblemMessages.tooLong : undefined;
    case 'singleChoice':
      if (typeof answer !== 'string') return answerProblemMessages.wrongType;
      return item.options.includes(answer) ? undefined : answerProblemMessages.notAChoice;
    case 'multipleChoice':
      if (!Array.isArray(answer)) return answerProblemMessages.wrongType;
      return isChoiceList(item, answer) ? undefined : answerProblemMessages.notAChoice;
    case 'none':
      return answerProblemMessages.wrongType;
  }
}

/** Every choice is an option, each at most once. */
function isChoiceList(item: Item, choices: readonly string[]): boolean {
  return (
    new Set(choices).size === choices.length &&
    choices.every((choice) => item.options.includes(choice))
  );
}
