export { answerContains, answerIsOneOf, isEmptyAnswer } from './answer-values.ts';
export { areaPath } from './area-path.ts';
export { checkAreaAnswers, type AreaCheck } from './check-area-answers.ts';
export {
  countPages,
  findItem,
  findPage,
  findStep,
  firstStep,
  itemsInOrder,
  type AreaStep,
  type LocatedItem,
  type LocatedPage,
} from './find-in-topic.ts';
export {
  answerKindOf,
  isChoiceItem,
  isVideoItem,
  videoItemTypes,
  type AnswerKind,
} from './item-kinds.ts';
export { isItemVisible, visibleItems } from './item-visibility.ts';
export { isAreaProgressComplete, isStoredAreaComplete } from './is-stored-area-complete.ts';
export { submissionReadiness, type SubmissionReadiness } from './submission-readiness.ts';
export { keyQuestion, needsMoreHelp } from './key-question.ts';
export { nextPage } from './next-page.ts';
export { isAreaComplete, pageErrors, requiredMessage } from './page-errors.ts';
export { itemsOnPath, pruneAnswers } from './prune-answers.ts';
export { suggestionItems, type SuggestionBlock } from './suggestion-items.ts';
export {
  answerProblemMessages,
  maxTextAnswerLength,
  validateAreaAnswers,
  type AnswerProblem,
} from './validate-area-answers.ts';
