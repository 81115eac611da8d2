import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Option } from '@csa/contracts';
import {
  describedBy,
  ErrorMessage,
  fieldId,
  FormGroup,
  Hint,
} from '../../../../components/ui/form/field-parts.tsx';

export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly Option[];

/** GOV.UK radios in a fieldset; the first radio carries the field's id so the error summary
 * can move focus to the question. */
export function RadiosField(props: {
  path: string;
  legend: string;
  options: readonly Option[];
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string | undefined;
  isInline?: boolean;
}) {
  const id = fieldId(props.path);
  return (
    <FormGroup error={props.error}>
      <fieldset
        className="govuk-fieldset"
        aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
      >
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{props.legend}</legend>
        <Hint id={id}>{props.hint}</Hint>
        <ErrorMessage id={id} message={props.error} />
        <div
          className={`govuk-radios govuk-radios--small${props.isInline ? ' govuk-radios--inline' : ''}`}
        >
          {props.options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${option.value}`;
            return (
              <div className="govuk-radios__item" key={option.value}>
                <input
                  className="govuk-radios__input"
                  id={optionId}
                  type="radio"
                  value={option.value}
                  {...props.registration}
                />
                <label className="govuk-label govuk-radios__label" htmlFor={optionId}>
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
