import type { ReactNode } from 'react';
import { describedBy, ErrorMessage, FormGroup, Hint } from './field-parts.tsx';
import { idOfField, type FieldBinding, type FieldName } from './binding.ts';

/** One yes-or-no statement to tick (completed by someone else, consents), in a fieldset
 * with a `legend` when the statement needs a question of its own. */
export function CheckboxField(
  props: FieldName &
    FieldBinding<boolean> & {
      label: string;
      legend?: string;
      hint?: ReactNode;
      error?: string | undefined;
    },
) {
  const id = idOfField(props);
  const binding = props.registration ?? {
    name: props.name,
    checked: props.value ?? false,
    onChange: (event: { target: { checked: boolean } }) => props.onChange?.(event.target.checked),
    onBlur: props.onBlur,
  };
  const box = (
    <>
      <ErrorMessage id={id} message={props.error} />
      <div className="govuk-checkboxes govuk-checkboxes--small">
        <div className="govuk-checkboxes__item">
          <input
            className="govuk-checkboxes__input"
            id={id}
            type="checkbox"
            aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
            {...binding}
          />
          <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
            {props.label}
          </label>
          <Hint id={id}>{props.hint}</Hint>
        </div>
      </div>
    </>
  );
  return (
    <FormGroup error={props.error}>
      {props.legend === undefined ? (
        box
      ) : (
        <fieldset className="govuk-fieldset">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            {props.legend}
          </legend>
          {box}
        </fieldset>
      )}
    </FormGroup>
  );
}
