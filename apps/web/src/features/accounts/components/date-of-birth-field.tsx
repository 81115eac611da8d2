import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ErrorMessage, FormGroup } from '../../../components/ui/form/field-parts.tsx';
import type { DateOfBirthValues } from '../lib/date-of-birth.ts';

/** GOV.UK date input for the mobile form's date of birth (spec §5 bounds). */
export function DateOfBirthField<T extends DateOfBirthValues>(props: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<DateOfBirthValues>;
}) {
  const { idPrefix, errors } = props;
  const register = props.register as unknown as UseFormRegister<DateOfBirthValues>;
  const messages = [errors.day?.message, errors.month?.message, errors.year?.message].filter(
    (message): message is string => Boolean(message),
  );
  const parts = [
    { name: 'day', label: 'Day', width: 'govuk-input--width-2', autoComplete: 'bday-day' },
    { name: 'month', label: 'Month', width: 'govuk-input--width-2', autoComplete: 'bday-month' },
    { name: 'year', label: 'Year', width: 'govuk-input--width-4', autoComplete: 'bday-year' },
  ] as const;
  return (
    <FormGroup error={messages.length ? messages.join('. ') : undefined}>
      <fieldset
        className="govuk-fieldset"
        role="group"
        aria-describedby={`${idPrefix}-hint${messages.length ? ` ${idPrefix}-error` : ''}`}
      >
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Date of birth</legend>
        <div id={`${idPrefix}-hint`} className="govuk-hint">
          For example, 27 3 1950
        </div>
        <ErrorMessage id={idPrefix} message={messages.join('. ')} />
        <div className="govuk-date-input">
          {parts.map((part) => (
            <div className="govuk-date-input__item" key={part.name}>
              <div className="govuk-form-group">
                <label
                  className="govuk-label govuk-date-input__label"
                  htmlFor={`${idPrefix}-${part.name}`}
                >
                  {part.label}
                </label>
                <input
                  {...register(part.name)}
                  id={`${idPrefix}-${part.name}`}
                  className={`govuk-input govuk-date-input__input ${part.width}${errors[part.name] ? ' govuk-input--error' : ''}`}
                  inputMode="numeric"
                  autoComplete={part.autoComplete}
                  aria-invalid={errors[part.name] ? true : undefined}
                />
              </div>
            </div>
          ))}
        </div>
      </fieldset>
    </FormGroup>
  );
}
