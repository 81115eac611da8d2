import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  describedBy,
  ErrorMessage,
  fieldId,
  FormGroup,
  Hint,
} from '../../../../components/ui/form/field-parts.tsx';

/** One yes-or-no statement the resident ticks (completed by someone else, consents). */
export function CheckboxField(props: {
  path: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const id = fieldId(props.path);
  return (
    <FormGroup error={props.error}>
      <ErrorMessage id={id} message={props.error} />
      <div className="govuk-checkboxes govuk-checkboxes--small">
        <div className="govuk-checkboxes__item">
          <input
            className="govuk-checkboxes__input"
            id={id}
            type="checkbox"
            aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
            {...props.registration}
          />
          <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
            {props.label}
          </label>
          <Hint id={id}>{props.hint}</Hint>
        </div>
      </div>
    </FormGroup>
  );
}
