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

/** A GOV.UK select for the long lists of spec §3 (accommodation, ethnicity, religion...),
 * which would be too long to scan as radios on a small phone. */
export function SelectField(props: {
  path: string;
  label: string;
  options: readonly Option[];
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const id = fieldId(props.path);
  return (
    <FormGroup error={props.error}>
      <label className="govuk-label" htmlFor={id}>
        {props.label}
      </label>
      <Hint id={id}>{props.hint}</Hint>
      <ErrorMessage id={id} message={props.error} />
      <select
        id={id}
        className={`govuk-select${props.error ? ' govuk-select--error' : ''}`}
        aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
        {...props.registration}
      >
        <option value="">Choose an option</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormGroup>
  );
}
