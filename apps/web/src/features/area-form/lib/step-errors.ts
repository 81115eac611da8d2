import {
  answerKindOf,
  maxTextAnswerLength,
  pageErrors,
  visibleItems,
  type Answers,
  type Page,
  type Topic,
} from '@csa/questionnaire';
import { areaFormStrings } from './area-form-strings.ts';

/** Item id → message for the questions on this page that stop the resident moving on:
 * unanswered required questions ('Required', spec §5) and text over the length the server
 * accepts, which would otherwise only fail when saving. */
export function stepErrors(topic: Topic, page: Page, answers: Answers): Record<string, string> {
  const errors = pageErrors(topic, page, answers);
  for (const item of visibleItems(topic, page, answers)) {
    const answer = answers[item.id];
    if (
      answerKindOf(item) === 'text' &&
      typeof answer === 'string' &&
      answer.length > maxTextAnswerLength
    ) {
      errors[item.id] ??= areaFormStrings.tooLong;
    }
  }
  return errors;
}
