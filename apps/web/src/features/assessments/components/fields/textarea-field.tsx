import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { constants } from '@csa/contracts';
import {
  describedBy,
  ErrorMessage,
  fieldId,
  FormGroup,
  Hint,
} from '../../../../components/ui/form/field-parts.tsx';

export function TextareaField(props: {
  path: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string | undefined;
  maxLength?: number;
}) {
  const id = fieldId(props.path);
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
        rows={constants.textareaRows}
        maxLength={props.maxLength}
        aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
        {...props.registration}
      />
    </FormGroup>
  );
}
