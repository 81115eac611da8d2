import type { ReactNode } from 'react';
import type { Option } from '@csa/contracts';
import { describedBy, ErrorMessage, FormGroup, Hint } from './field-parts.tsx';
import { idOfField, invalidIf, textBinding, type FieldBinding, type FieldName } from './binding.ts';

/** A GOV.UK select for the long lists of spec §3 (accommodation, ethnicity, religion...),
 * which would be too long to scan as radios on a small phone. */
export function SelectField(
  props: FieldName &
    FieldBinding<string> & {
      label: string;
      options: readonly Option[];
      hint?: ReactNode;
      error?: string | undefined;
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
      <select
        id={id}
        className={`govuk-select${props.error ? ' govuk-select--error' : ''}`}
        aria-describedby={describedBy(id, props.hint !== undefined, props.error)}
        aria-invalid={invalidIf(props.error)}
        {...textBinding(props)}
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
