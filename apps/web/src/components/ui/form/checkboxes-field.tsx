import type { ReactNode } from 'react';
import { QuestionFieldset } from './field-parts.tsx';

/** GOV.UK tick boxes for choosing any number of options, in a fieldset named by its legend.
 * Each box's id is `{id}-{value}`; the error summary links to the first. */
export function CheckboxesField<Value extends string>(props: {
  id: string;
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: readonly Value[];
  onChange: (values: Value[]) => void;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const { id, value, onChange } = props;
  return (
    <QuestionFieldset id={id} legend={props.legend} hint={props.hint} error={props.error}>
      <div className="govuk-checkboxes govuk-checkboxes--small">
        {props.options.map((option) => {
          const boxId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="govuk-checkboxes__item">
              <input
                className="govuk-checkboxes__input"
                id={boxId}
                type="checkbox"
                checked={value.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, option.value]
                      : value.filter((chosen) => chosen !== option.value),
                  )
                }
              />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={boxId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </QuestionFieldset>
  );
}
