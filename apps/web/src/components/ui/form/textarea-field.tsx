import type { ReactNode } from 'react';
import { constants } from '@csa/contracts';
import { describedBy, ErrorMessage, FormGroup, Hint } from './field-parts.tsx';
import { idOfField, invalidIf, textBinding, type FieldBinding, type FieldName } from './binding.ts';

/** The GOV.UK textarea with its label, optional hint and inline error. */
export function TextareaField(
  props: FieldName &
    FieldBinding<string> & {
      label: string;
      hint?: ReactNode;
      error?: string | undefined;
      maxLength?: number;
      rows?: number;
      autoComplete?: string;
    },
) {
  const id = idOfField(props);
  return (
    <FormGroup error={props.error}>
      <label className="govuk-label" htmlFor={id}>
        {props.label}
      </label>
      <Hint id={id}>{props.hint}</Hint>
      <ErrorMessage id={id} message={props.error} />
      <textarea
        id={id}
        className={`govuk-textarea${props.error ? ' govuk-textarea--error' : ''}`}
        rows={props.rows ?? constants.textareaRows}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
        aria-invalid={invalidIf(props.error)}
        {...textBinding(props)}
      />
    </FormGroup>
  );
}
