import type { HTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  describedBy,
  ErrorMessage,
  fieldId,
  FormGroup,
  Hint,
} from '../../../../components/ui/form/field-parts.tsx';

export function TextField(props: {
  path: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  widthClass?: string;
  maxLength?: number;
  spellCheck?: boolean;
}) {
  const id = fieldId(props.path);
  return (
    <FormGroup error={props.error}>
      <label className="govuk-label" htmlFor={id}>
        {props.label}
      </label>
      <Hint id={id}>{props.hint}</Hint>
      <ErrorMessage id={id} message={props.error} />
      <input
        id={id}
        className={`govuk-input${props.widthClass ? ` ${props.widthClass}` : ''}${props.error ? ' govuk-input--error' : ''}`}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        spellCheck={props.spellCheck}
        aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
        {...props.registration}
      />
    </FormGroup>
  );
}
