import { keyAnswers, type Answers, type Item, type Topic } from '../content-schema.ts';
import { isItemVisible } from './item-visibility.ts';

/**
 * The area's key question (questionnaire.md §3 "needHelp or a topic-specific equivalent"): the
 * radio on the introduction's help page offering 'I need more help than I already have'. Found
 * by that option rather than by id because topics name it differently. carerRole has no
 * introduction and so no key question.
 */
export function keyQuestion(topic: Topic): Item | undefined {
  const introduction = topic.sections.find((section) => section.id === 'introduction');
  return introduction?.pages
    .flatMap((page) => page.items)
    .find((item) => item.type === 'radio' && item.options.includes(keyAnswers.needHelp));
}

/** Whether suggestions are shown for this area (questionnaire.md §1). */
export function needsMoreHelp(topic: Topic, answers: Answers): boolean {
  const question = keyQuestion(topic);
  return (
    question !== undefined &&
    isItemVisible(topic, question, answers) &&
    answers[question.id] === keyAnswers.needHelp
  );
}
