import type { Control, UseFormRegister } from 'react-hook-form';
import { accommodationStatusOptions, fieldLimits } from '@csa/contracts';
import type { PersonalDetailsFormValues } from '../utils/personal-details-form-values.ts';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextareaField } from '../../../components/ui/form/textarea-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { personField, useFieldApplies } from '../hooks/use-field-applies.ts';

const landlordName = personField('landlordName');
const landlordAddress = personField('landlordAddress');
const otherAccommodation = personField('otherAccommodation');

/** Where the person lives; the landlord is asked of tenants only, as the field table says. */
export function HomeSection(props: {
  control: Control<PersonalDetailsFormValues>;
  register: UseFormRegister<PersonalDetailsFormValues>;
  errors: Record<string, string>;
  isCompletedByAgent: boolean;
}) {
  const { control, register, errors } = props;
  const asksLandlordName = useFieldApplies(control, landlordName);
  const asksLandlordAddress = useFieldApplies(control, landlordAddress);
  const asksWhere = useFieldApplies(control, otherAccommodation);
  return (
    <>
      <h2 className="govuk-heading-m">Home</h2>
      <SelectField
        path="accommodationStatus"
        label={`Where do${props.isCompletedByAgent ? ' they' : ' you'} live? (optional)`}
        options={accommodationStatusOptions}
        registration={register('accommodationStatus')}
        error={errors.accommodationStatus}
      />
      {asksLandlordName && (
        <TextField
          path="landlordName"
          label={landlordName.label}
          maxLength={fieldLimits.shortText}
          registration={register('landlordName')}
          error={errors.landlordName}
        />
      )}
      {asksLandlordAddress && (
        <TextareaField
          path="landlordAddress"
          label={landlordAddress.label}
          maxLength={fieldLimits.address}
          registration={register('landlordAddress')}
          error={errors.landlordAddress}
        />
      )}
      {asksWhere && (
        <TextField
          path="otherAccommodation"
          label={otherAccommodation.label}
          maxLength={fieldLimits.shortText}
          registration={register('otherAccommodation')}
          error={errors.otherAccommodation}
        />
      )}
    </>
  );
}
