import type { Item } from '@csa/questionnaire';
import { describedBy, hintId, inputId } from '../lib/field-ids.ts';
import { FieldErrorMessage } from './field-error-message.tsx';
import { FormGroup } from '../../../components/ui/form/field-parts.tsx';

export interface RadioQuestionProps {
  item: Item;
  value: string | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** GOV.UK radios in a fieldset whose legend is the question. Arrow keys move between the
 * choices, as native radios do. */
export function RadioQuestion({ item, value, error, onChange }: RadioQuestionProps) {
  const describedByIds = describedBy(item, error);
  return (
    <FormGroup error={error}>
      <fieldset className="govuk-fieldset" aria-describedby={describedByIds || undefined}>
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{item.title}</legend>
        {item.guidanceText && (
          <div id={hintId(item)} className="govuk-hint">
            {item.guidanceText}
          </div>
        )}
        <FieldErrorMessage item={item} error={error} />
        <div className="govuk-radios">
          {item.options.map((option, index) => (
            <div className="govuk-radios__item" key={option}>
              <input
                className="govuk-radios__input"
                id={inputId(item, index)}
                name={item.id}
                type="radio"
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              <label className="govuk-label govuk-radios__label" htmlFor={inputId(item, index)}>
                {option}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </FormGroup>
  );
}
