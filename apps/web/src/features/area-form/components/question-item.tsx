import type { FormTypeCode } from '@csa/contracts';
import type { Answer, Item } from '@csa/questionnaire';
import { CheckboxQuestion } from './checkbox-question.tsx';
import { RadioQuestion } from './radio-question.tsx';
import { SuggestionsBlock } from './suggestions-block.tsx';
import { TextareaQuestion } from './textarea-question.tsx';
import { UnsupportedItem } from './unsupported-item.tsx';
import { VideoItem } from './video-item.tsx';

export interface QuestionItemProps {
  item: Item;
  answer: Answer | undefined;
  error?: string | undefined;
  formTypeCode: FormTypeCode;
  topicId: string;
  onAnswer: (itemId: string, answer: Answer) => void;
}

/** Shows one content item by its type. An answer of the wrong shape (left by older content)
 * is shown as unanswered rather than crash the page. */
export function QuestionItem({
  item,
  answer,
  error,
  formTypeCode,
  topicId,
  onAnswer,
}: QuestionItemProps) {
  switch (item.type) {
    case 'radio':
      return (
        <RadioQuestion
          item={item}
          value={typeof answer === 'string' ? answer : undefined}
          error={error}
          onChange={(value) => onAnswer(item.id, value)}
        />
      );
    case 'checkbox':
      return (
        <CheckboxQuestion
          item={item}
          value={Array.isArray(answer) ? answer : undefined}
          error={error}
          onChange={(value) => onAnswer(item.id, value)}
        />
      );
    case 'textarea':
      return (
        <TextareaQuestion
          item={item}
          value={typeof answer === 'string' ? answer : undefined}
          error={error}
          onChange={(value) => onAnswer(item.id, value)}
        />
      );
    case 'spotlightr':
    case 'youtube':
      return <VideoItem item={item} topicId={topicId} />;
    case 'suggestions':
      return <SuggestionsBlock item={item} formTypeCode={formTypeCode} topicId={topicId} />;
    default:
      return <UnsupportedItem item={item} />;
  }
}
