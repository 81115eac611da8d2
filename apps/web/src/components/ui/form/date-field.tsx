import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { QuestionFieldset } from './field-parts.tsx';
import { idOfField, invalidIf, type FieldName } from './binding.ts';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The date's three boxes, registered with react-hook-form one by one or held by the page. */
type DateBinding =
  | {
      registrations: Record<keyof DateParts, UseFormRegisterReturn>;
      value?: never;
      onChange?: never;
    }
  | { registrations?: never; value: DateParts; onChange: (value: DateParts) => void };

/** The GOV.UK date input: day, month and year boxes, numeric keypad on phones. `isOwnDate`
 * lets the browser offer the resident's own birthday; never for someone else's. */
export function DateField(
  props: FieldName &
    DateBinding & {
      legend: string;
      hint?: ReactNode;
      error?: string | undefined;
      isOwnDate?: boolean;
    },
) {
  const id = idOfField(props);
  const parts = [
    { key: 'day', label: 'Day', width: 'govuk-input--width-2', autoComplete: 'bday-day' },
    { key: 'month', label: 'Month', width: 'govuk-input--width-2', autoComplete: 'bday-month' },
    { key: 'year', label: 'Year', width: 'govuk-input--width-4', autoComplete: 'bday-year' },
  ] as const;
  const bind = (key: keyof DateParts) => {
    if (props.registrations) return props.registrations[key];
    const { value, onChange } = props;
    return {
      value: value[key],
      onChange: (event: { target: { value: string } }) =>
        onChange({ ...value, [key]: event.target.value }),
    };
  };
  return (
    <QuestionFieldset id={id} legend={props.legend} hint={props.hint} error={props.error} isGroup>
      <div className="govuk-date-input" id={id}>
        {parts.map((part) => (
          <div className="govuk-date-input__item" key={part.key}>
            <div className="govuk-form-group">
              <label className="govuk-label govuk-date-input__label" htmlFor={`${id}-${part.key}`}>
                {part.label}
              </label>
              <input
                className={`govuk-input govuk-date-input__input ${part.width}${props.error ? ' govuk-input--error' : ''}`}
                id={`${id}-${part.key}`}
                type="text"
                inputMode="numeric"
                autoComplete={props.isOwnDate ? part.autoComplete : 'off'}
                aria-invalid={invalidIf(props.error)}
                {...bind(part.key)}
              />
            </div>
          </div>
        ))}
      </div>
    </QuestionFieldset>
  );
}
