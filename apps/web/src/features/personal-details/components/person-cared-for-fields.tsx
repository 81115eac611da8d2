import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import {
  caredForRelationshipOptions,
  fieldApplies,
  fieldLimits,
  genderOptions,
  personCaredForFields,
  yesNoUnknownOptions,
} from '@csa/contracts';
import type { PersonalDetailsFormValues } from '../utils/personal-details-form-values.ts';
import { AddressLookup } from './fields/address-lookup.tsx';
import { DateField } from '../../../components/ui/form/date-field.tsx';
import { RadiosField, yesNoOptions } from '../../../components/ui/form/radios-field.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextareaField } from '../../../components/ui/form/textarea-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

/** The questions about one person a carer looks after (spec §3 "Person cared for"), with
 * follow-ups shown only for the answers that need them. */
export function PersonCaredForFields(props: {
  index: number;
  control: Control<PersonalDetailsFormValues>;
  register: UseFormRegister<PersonalDetailsFormValues>;
  errors: Record<string, string>;
}) {
  const { index, control, register, errors } = props;
  const prefix = `peopleCaredFor.${String(index)}` as const;
  const person = useWatch({ control, name: `peopleCaredFor.${index}` });
  const at = (field: string) => `${prefix}.${field}`;
  // Follow-ups appear as the field table's conditions say, the ones the server applies.
  const applies = (name: string) =>
    fieldApplies(personCaredForFields.find((field) => field.name === name) ?? {}, person ?? {});
  return (
    <>
      <TextField
        path={at('firstName')}
        label="Their first name"
        maxLength={fieldLimits.name}
        registration={register(`peopleCaredFor.${index}.firstName`)}
        error={errors[at('firstName')]}
      />
      <TextField
        path={at('lastName')}
        label="Their last name"
        maxLength={fieldLimits.name}
        registration={register(`peopleCaredFor.${index}.lastName`)}
        error={errors[at('lastName')]}
      />
      <DateField
        path={at('dob')}
        legend="Their date of birth (optional)"
        hint="For example, 27 3 1950"
        registrations={{
          day: register(`peopleCaredFor.${index}.dob.day`),
          month: register(`peopleCaredFor.${index}.dob.month`),
          year: register(`peopleCaredFor.${index}.dob.year`),
        }}
        error={errors[at('dob')]}
      />
      <RadiosField
        path={at('cohabitsWithCarer')}
        legend="Do they live with you?"
        options={yesNoOptions}
        isInline
        registration={register(`peopleCaredFor.${index}.cohabitsWithCarer`)}
        error={errors[at('cohabitsWithCarer')]}
      />
      <Controller
        control={control}
        name={`peopleCaredFor.${index}.address`}
        render={({ field }) => (
          <AddressLookup
            path={at('address')}
            legend="Their address (optional, you can leave this out if they live with you)"
            value={field.value}
            onChange={field.onChange}
            error={errors[at('address')]}
          />
        )}
      />
      <RadiosField
        path={at('hasDifficultyGettingToCaredFor')}
        legend="Is it difficult for you to get to them?"
        options={yesNoOptions}
        isInline
        registration={register(`peopleCaredFor.${index}.hasDifficultyGettingToCaredFor`)}
        error={errors[at('hasDifficultyGettingToCaredFor')]}
      />
      {applies('diffultyGettingToCaredForInformation') && (
        <TextareaField
          path={at('diffultyGettingToCaredForInformation')}
          label="Tell us what makes it difficult"
          maxLength={fieldLimits.longText}
          registration={register(`peopleCaredFor.${index}.diffultyGettingToCaredForInformation`)}
          error={errors[at('diffultyGettingToCaredForInformation')]}
        />
      )}
      <RadiosField
        path={at('gender')}
        legend="Their gender"
        options={genderOptions}
        registration={register(`peopleCaredFor.${index}.gender`)}
        error={errors[at('gender')]}
      />
      {applies('otherGender') && (
        <TextField
          path={at('otherGender')}
          label="How do they describe their gender? (optional)"
          maxLength={fieldLimits.shortText}
          registration={register(`peopleCaredFor.${index}.otherGender`)}
          error={errors[at('otherGender')]}
        />
      )}
      <SelectField
        path={at('relationship')}
        label="What is their relationship to you?"
        hint="They are my…"
        options={caredForRelationshipOptions}
        registration={register(`peopleCaredFor.${index}.relationship`)}
        error={errors[at('relationship')]}
      />
      {applies('relationshipOther') && (
        <TextField
          path={at('relationshipOther')}
          label="Tell us their relationship to you"
          maxLength={fieldLimits.shortText}
          registration={register(`peopleCaredFor.${index}.relationshipOther`)}
          error={errors[at('relationshipOther')]}
        />
      )}
      <RadiosField
        path={at('hasHealthConditions')}
        legend="Do they have any health conditions or disabilities?"
        options={yesNoOptions}
        isInline
        registration={register(`peopleCaredFor.${index}.hasHealthConditions`)}
        error={errors[at('hasHealthConditions')]}
      />
      {applies('healthConditionsInfo') && (
        <TextareaField
          path={at('healthConditionsInfo')}
          label="Tell us about their health conditions or disabilities"
          maxLength={fieldLimits.longText}
          registration={register(`peopleCaredFor.${index}.healthConditionsInfo`)}
          error={errors[at('healthConditionsInfo')]}
        />
      )}
      <RadiosField
        path={at('canBeLeftForShortPeriods')}
        legend="Can they be left on their own for short periods?"
        options={yesNoOptions}
        isInline
        registration={register(`peopleCaredFor.${index}.canBeLeftForShortPeriods`)}
        error={errors[at('canBeLeftForShortPeriods')]}
      />
      <RadiosField
        path={at('isAwareCarerIsBeingAssessed')}
        legend="Do they know you are asking for a carer's assessment?"
        options={yesNoUnknownOptions}
        isInline
        registration={register(`peopleCaredFor.${index}.isAwareCarerIsBeingAssessed`)}
        error={errors[at('isAwareCarerIsBeingAssessed')]}
      />
      <RadiosField
        path={at('assessedForAdultSocialServices')}
        legend="Have they had an assessment from adult social care?"
        options={yesNoUnknownOptions}
        isInline
        registration={register(`peopleCaredFor.${index}.assessedForAdultSocialServices`)}
        error={errors[at('assessedForAdultSocialServices')]}
      />
    </>
  );
}
