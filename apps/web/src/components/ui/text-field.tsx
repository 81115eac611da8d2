import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <label className="govuk-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="govuk-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="govuk-error-message">
          <span className="govuk-visually-hidden">Error:</span> {error}
        </p>
      )}
      <input
        {...input}
        {...registration}
        id={id}
        className={`govuk-input${widthClass ? ` ${widthClass}` : ''}${error ? ' govuk-input--error' : ''}`}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}
