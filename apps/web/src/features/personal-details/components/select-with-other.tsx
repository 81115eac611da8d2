import type { Control, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { fieldLimits, type FieldSpec } from '@csa/contracts';
import type { PersonalDetailsFormValues } from '../utils/personal-details-form-values.ts';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useFieldApplies } from '../hooks/use-field-applies.ts';

type TextPath = {
  [Key in keyof PersonalDetailsFormValues]: PersonalDetailsFormValues[Key] extends string
    ? Key
    : never;
}[keyof PersonalDetailsFormValues];

/**
 * A choice list with a text box for the resident's own words, shown only while the choice the
 * field table names is chosen (ethnicity, religion, national identity, sexual orientation).
 */
export function SelectWithOther(props: {
  control: Control<PersonalDetailsFormValues>;
  register: UseFormRegister<PersonalDetailsFormValues>;
  errors: Record<string, string>;
  select: FieldSpec;
  other: FieldSpec;
  /** The select's own registration, when choosing must also reset another answer. */
  registration?: UseFormRegisterReturn;
  /** Shown between the two, such as the list of backgrounds of the chosen group. */
  between?: React.ReactNode;
}) {
  const { control, register, errors, select, other } = props;
  const showsOther = useFieldApplies(control, other);
  const selectPath = select.name as TextPath;
  const otherPath = other.name as TextPath;
  return (
    <>
      <SelectField
        path={selectPath}
        label={select.label}
        options={select.options ?? []}
        registration={props.registration ?? register(selectPath)}
        error={errors[selectPath]}
      />
      {props.between}
      {showsOther && (
        <TextField
          path={otherPath}
          label={other.label}
          maxLength={fieldLimits.shortText}
          registration={register(otherPath)}
          error={errors[otherPath]}
        />
      )}
    </>
  );
}
