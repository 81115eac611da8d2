import type { ReactNode } from 'react';
import { describedBy, ErrorMessage, FormGroup, Hint } from './field-parts.tsx';

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
    <FormGroup error={props.error}>
      <fieldset
        className="govuk-fieldset"
        aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
      >
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{props.legend}</legend>
        <Hint id={id}>{props.hint}</Hint>
        <ErrorMessage id={id} message={props.error} />
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
      </fieldset>
    </FormGroup>
  );
}
