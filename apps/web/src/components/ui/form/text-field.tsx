import type { HTMLAttributes, ReactNode } from 'react';
import { describedBy, ErrorMessage, FormGroup, Hint } from './field-parts.tsx';
import { idOfField, invalidIf, textBinding, type FieldBinding, type FieldName } from './binding.ts';

/** The GOV.UK text input with its label, optional hint and inline error. The browser offers
 * nothing to fill it unless `autoComplete` says what it holds. */
export function TextField(
  props: FieldName &
    FieldBinding<string> & {
      label: string;
      hint?: ReactNode;
      error?: string | undefined;
      type?: 'text' | 'email' | 'tel' | 'date';
      autoComplete?: string;
      inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
      widthClass?: string;
      maxLength?: number;
      spellCheck?: boolean;
    },
) {
  const id = idOfField(props);
  const hasHint = props.hint !== undefined && props.hint !== '';
  return (
    <FormGroup error={props.error}>
      <label className="govuk-label" htmlFor={id}>
        {props.label}
      </label>
      <Hint id={id}>{hasHint ? props.hint : undefined}</Hint>
      <ErrorMessage id={id} message={props.error} />
      <input
        id={id}
        className={`govuk-input${props.widthClass ? ` ${props.widthClass}` : ''}${props.error ? ' govuk-input--error' : ''}`}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        spellCheck={props.spellCheck}
        aria-describedby={describedBy(id, hasHint, props.error)}
        aria-invalid={invalidIf(props.error)}
        {...textBinding(props)}
      />
    </FormGroup>
  );
}
