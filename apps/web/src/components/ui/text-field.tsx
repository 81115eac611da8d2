import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, ErrorMessage, FormGroup, Hint } from './form/field-parts.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** GOV.UK text input with its label, optional hint and inline error. */
export function TextField(
  props: InputProps & {
    id: string;
    label: string;
    hint?: string;
    error?: string | undefined;
    registration: UseFormRegisterReturn;
    widthClass?: string;
  },
) {
  const { id, label, hint, error, registration, widthClass, ...input } = props;
  return (
    <FormGroup error={error}>
      <label className="govuk-label" htmlFor={id}>
        {label}
      </label>
      <Hint id={id}>{hint || undefined}</Hint>
      <ErrorMessage id={id} message={error} />
      <input
        {...input}
        {...registration}
        id={id}
        className={`govuk-input${widthClass ? ` ${widthClass}` : ''}${error ? ' govuk-input--error' : ''}`}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        aria-invalid={error ? true : undefined}
      />
    </FormGroup>
  );
}
