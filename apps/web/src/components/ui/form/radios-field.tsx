import type { ReactNode } from 'react';
import type { Option } from '@csa/contracts';
import { QuestionFieldset } from './field-parts.tsx';
import { idOfField, type FieldBinding, type FieldName } from './binding.ts';

export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly Option[];

/** GOV.UK radios in a fieldset. The error summary moves focus to the first radio, which by
 * default carries the field's id; `optionId` names each radio otherwise. */
export function RadiosField(
  props: FieldName &
    FieldBinding<string> & {
      legend: string;
      options: readonly Option[];
      hint?: ReactNode;
      error?: string | undefined;
      isInline?: boolean;
      optionId?: (option: Option, index: number) => string;
    },
) {
  const id = idOfField(props);
  const optionId =
    props.optionId ??
    ((option: Option, index: number) => (index === 0 ? id : `${id}-${option.value}`));
  const bind = (option: Option) => {
    if (props.registration) return props.registration;
    const { onChange, onBlur } = props;
    return {
      name: props.name ?? id,
      checked: props.value === option.value,
      onChange: () => onChange(option.value),
      onBlur,
    };
  };
  return (
    <QuestionFieldset id={id} legend={props.legend} hint={props.hint} error={props.error}>
      <div
        className={`govuk-radios govuk-radios--small${props.isInline ? ' govuk-radios--inline' : ''}`}
      >
        {props.options.map((option, index) => {
          const radioId = optionId(option, index);
          return (
            <div className="govuk-radios__item" key={option.value}>
              <input
                className="govuk-radios__input"
                id={radioId}
                type="radio"
                value={option.value}
                {...bind(option)}
              />
              <label className="govuk-label govuk-radios__label" htmlFor={radioId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </QuestionFieldset>
  );
}
