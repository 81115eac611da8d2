import {
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { fieldLimits, subEthnicityOptions, type Option } from '@csa/contracts';
import type { PersonalDetailsFormValues } from '../utils/personal-details-form-values.ts';
import { RadiosField } from '../../../components/ui/form/radios-field.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { SelectWithOther } from './select-with-other.tsx';
import { personField, useFieldApplies } from '../hooks/use-field-applies.ts';

const gender = personField('gender');
const otherGender = personField('otherGender');

/** The optional equality questions, each with a box for the person's own words where the
 * field table has one. */
export function EqualitySection(props: {
  control: Control<PersonalDetailsFormValues>;
  register: UseFormRegister<PersonalDetailsFormValues>;
  setValue: UseFormSetValue<PersonalDetailsFormValues>;
  errors: Record<string, string>;
}) {
  const { control, register, errors } = props;
  const shared = { control, register, errors };
  const asksGenderWords = useFieldApplies(control, otherGender);
  const ethnicity = useWatch({ control, name: 'ethnicity' });
  const subEthnicityChoices: readonly Option[] =
    subEthnicityOptions[ethnicity as keyof typeof subEthnicityOptions] ?? [];
  return (
    <>
      <h2 className="govuk-heading-m">Equality questions (optional)</h2>
      <p className="govuk-body">
        These questions are optional. The council asks them to check its services are fair to
        everyone. Your answers do not change the help you can get.
      </p>
      <RadiosField
        path="gender"
        legend={gender.label}
        options={gender.options ?? []}
        registration={register('gender')}
        error={errors.gender}
      />
      {asksGenderWords && (
        <TextField
          path="otherGender"
          label={otherGender.label}
          maxLength={fieldLimits.shortText}
          registration={register('otherGender')}
          error={errors.otherGender}
        />
      )}
      <SelectField
        path="maritalStatus"
        label={personField('maritalStatus').label}
        options={personField('maritalStatus').options ?? []}
        registration={register('maritalStatus')}
        error={errors.maritalStatus}
      />
      <SelectWithOther
        {...shared}
        select={personField('ethnicity')}
        other={personField('otherEthnicity')}
        registration={register('ethnicity', {
          onChange: () => props.setValue('subEthnicity', ''),
        })}
        between={
          subEthnicityChoices.length > 0 && (
            <SelectField
              path="subEthnicity"
              label={personField('subEthnicity').label}
              options={subEthnicityChoices}
              registration={register('subEthnicity')}
              error={errors.subEthnicity}
            />
          )
        }
      />
      <SelectWithOther
        {...shared}
        select={personField('religion')}
        other={personField('otherReligion')}
      />
      <TextField
        path="preferredLanguage"
        label={personField('preferredLanguage').label}
        maxLength={fieldLimits.shortText}
        widthClass="govuk-input--width-20"
        registration={register('preferredLanguage')}
        error={errors.preferredLanguage}
      />
      <SelectWithOther
        {...shared}
        select={personField('nationalIdentity')}
        other={personField('otherNationalIdentity')}
      />
      <SelectWithOther
        {...shared}
        select={personField('sexualOrientation')}
        other={personField('otherSexualOrientation')}
      />
    </>
  );
}
