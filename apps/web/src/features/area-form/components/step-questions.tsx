import type { FormTypeCode } from '@csa/contracts';
import { answerKindOf, type Answer, type Answers, type Item } from '@csa/questionnaire';
import { QuestionItem } from './question-item.tsx';

export interface StepQuestionsProps {
  items: readonly Item[];
  answers: Answers;
  errors: Record<string, string>;
  formTypeCode: FormTypeCode;
  topicId: string;
  onAnswer: (itemId: string, answer: Answer) => void;
}

/** The questions of one step that are asked with the current answers. A follow-up question
 * (existsWhen) is indented under a bar, as GOV.UK conditional questions are, so it reads as
 * part of the answer before it. */
export function StepQuestions({
  items,
  answers,
  errors,
  formTypeCode,
  topicId,
  onAnswer,
}: StepQuestionsProps) {
  return (
    <>
      {items.map((item) => {
        const question = (
          <QuestionItem
            item={item}
            answer={answers[item.id]}
            error={errors[item.id]}
            formTypeCode={formTypeCode}
            topicId={topicId}
            onAnswer={onAnswer}
          />
        );
        const isFollowUp = item.existsWhen !== undefined && answerKindOf(item) !== 'none';
        return (
          <div key={item.id} className={isFollowUp ? 'app-follow-up-question' : undefined}>
            {question}
          </div>
        );
      })}
    </>
  );
}
