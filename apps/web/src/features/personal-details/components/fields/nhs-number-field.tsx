import { constants, keepNhsDigits } from '@csa/contracts';
import {
  describedBy,
  ErrorMessage,
  fieldId,
  FormGroup,
  Hint,
} from '../../../../components/ui/form/field-parts.tsx';

/**
 * NHS number: digits only, at most 10 (spec §5). Spaces and dashes people copy from letters
 * are removed as they type. No maxlength attribute: it would cut '943 476 5919' short when
 * pasted, before the spaces could be removed. Labelled, unlike the service it replaces.
 */
export function NhsNumberField(props: {
  path: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  const id = fieldId(props.path);
  return (
    <FormGroup error={props.error}>
      <label className="govuk-label" htmlFor={id}>
        NHS number (optional)
      </label>
      <Hint id={id}>
        {`This is ${String(constants.nhsNumberLength)} digits, like 943 476 5919. You can find it on a prescription or a letter from your GP.`}
      </Hint>
      <ErrorMessage id={id} message={props.error} />
      <input
        id={id}
        className={`govuk-input govuk-input--width-10${props.error ? ' govuk-input--error' : ''}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(keepNhsDigits(event.target.value))}
        onBlur={props.onBlur}
        aria-describedby={describedBy(id, true, props.error)}
      />
    </FormGroup>
  );
}
