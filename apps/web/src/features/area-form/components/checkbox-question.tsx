import type { Item } from '@csa/questionnaire';
import { describedBy, hintId, inputId } from '../lib/field-ids.ts';
import { FieldErrorMessage } from './field-error-message.tsx';
import { FormGroup } from '../../../components/ui/form/field-parts.tsx';

export interface CheckboxQuestionProps {
  item: Item;
  value: string[] | undefined;
  error?: string | undefined;
  onChange: (value: string[]) => void;
}

/** GOV.UK checkboxes in a fieldset whose legend is the question. Choices are stored in the
 * order the content lists them, whatever order they were ticked in. */
export function CheckboxQuestion({ item, value = [], error, onChange }: CheckboxQuestionProps) {
  const describedByIds = describedBy(item, error);
  const toggle = (option: string, isChecked: boolean) => {
    const chosen = new Set(value);
    if (isChecked) chosen.add(option);
    else chosen.delete(option);
    onChange(item.options.filter((candidate) => chosen.has(candidate)));
  };
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
        <div className="govuk-checkboxes" data-module="govuk-checkboxes">
          {item.options.map((option, index) => (
            <div className="govuk-checkboxes__item" key={option}>
              <input
                className="govuk-checkboxes__input"
                id={inputId(item, index)}
                name={item.id}
                type="checkbox"
                value={option}
                checked={value.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={inputId(item, index)}>
                {option}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </FormGroup>
  );
}
