import { useEffect, useState } from 'react';
import { maxTextAnswerLength, type Item } from '@csa/questionnaire';
import { areaFormStrings } from '../lib/area-form-strings.ts';
import { describedBy, hintId, inputId } from '../lib/field-ids.ts';
import { FieldErrorMessage } from './field-error-message.tsx';
import { FormGroup } from '../../../components/ui/form/field-parts.tsx';

export interface TextareaQuestionProps {
  item: Item;
  value: string | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** Screen readers hear the count only near the limit, and only once typing pauses, so it
 * does not talk over every key press. */
const announceBelowRemaining = 500;
const announceAfterMs = 1_000;

/** A GOV.UK textarea of 2 rows (spec §9) with a character count. There is no maxlength:
 * text pasted over the limit stays visible and is flagged, rather than silently cut off. */
export function TextareaQuestion({ item, value = '', error, onChange }: TextareaQuestionProps) {
  const id = inputId(item);
  const countId = `${id}-count`;
  const remaining = maxTextAnswerLength - value.length;
  const isOverLimit = remaining < 0;
  const countMessage =
    value.length === 0 ? areaFormStrings.characterLimit : areaFormStrings.charactersLeft(remaining);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        setAnnouncement(
          remaining < announceBelowRemaining ? areaFormStrings.charactersLeft(remaining) : '',
        ),
      announceAfterMs,
    );
    return () => window.clearTimeout(timer);
  }, [remaining]);

  return (
    <FormGroup className="govuk-character-count" error={error}>
      <label className="govuk-label govuk-label--m" htmlFor={id}>
        {item.title}
      </label>
      {item.guidanceText && (
        <div id={hintId(item)} className="govuk-hint">
          {item.guidanceText}
        </div>
      )}
      <FieldErrorMessage item={item} error={error} />
      <textarea
        className={`govuk-textarea govuk-js-character-count${error || isOverLimit ? ' govuk-textarea--error' : ''}`}
        id={id}
        name={item.id}
        rows={2}
        value={value}
        aria-describedby={[describedBy(item, error), countId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <div
        id={countId}
        className={`govuk-character-count__message ${isOverLimit ? 'govuk-error-message' : 'govuk-hint'}`}
      >
        {countMessage}
      </div>
      <div className="govuk-visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </FormGroup>
  );
}
