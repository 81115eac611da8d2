import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { fieldLimits, validationMessages } from '@csa/contracts';
import type { PersonalDetailsFormValues } from '../utils/personal-details-form-values.ts';
import { AddressLookup } from './fields/address-lookup.tsx';
import { DateField } from '../../../components/ui/form/date-field.tsx';
import { NhsNumberField } from './fields/nhs-number-field.tsx';
import { TextareaField } from '../../../components/ui/form/textarea-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { personField } from '../hooks/use-field-applies.ts';

/** Who the assessment is about: name, date of birth, address and how to reach them. The
 * browser may fill these in from the resident's own details, never for someone else. */
export function AboutSection(props: {
  control: Control<PersonalDetailsFormValues>;
  register: UseFormRegister<PersonalDetailsFormValues>;
  errors: Record<string, string>;
  isCompletedByAgent: boolean;
  addressQuery: string;
}) {
  const { control, register, errors, isCompletedByAgent } = props;
  const own = (token: string) => (isCompletedByAgent ? 'off' : token);
  return (
    <>
      <h2 className="govuk-heading-m">{`About ${isCompletedByAgent ? 'the person you are filling this in for' : 'you'}`}</h2>
      <TextField
        path="firstName"
        label={personField('firstName').label}
        autoComplete={own('given-name')}
        maxLength={fieldLimits.name}
        registration={register('firstName')}
        error={errors.firstName}
      />
      <TextField
        path="lastName"
        label={personField('lastName').label}
        autoComplete={own('family-name')}
        maxLength={fieldLimits.name}
        registration={register('lastName')}
        error={errors.lastName}
      />
      <TextField
        path="preferredName"
        label={personField('preferredName').label}
        hint={
          isCompletedByAgent
            ? 'What would they like us to call them, if it is different?'
            : 'What would you like us to call you, if it is different?'
        }
        maxLength={fieldLimits.name}
        registration={register('preferredName')}
        error={errors.preferredName}
      />
      <DateField
        path="dob"
        legend={personField('dob').label}
        hint={`${validationMessages.dateOfBirthHint} For example, 27 3 1950.`}
        isOwnDate={!isCompletedByAgent}
        registrations={{
          day: register('dob.day'),
          month: register('dob.month'),
          year: register('dob.year'),
        }}
        error={errors.dob}
      />
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressLookup
            path="address"
            legend={`${isCompletedByAgent ? 'Their' : 'Your'} address`}
            value={field.value}
            onChange={field.onChange}
            error={errors.address}
            isOwnAddress={!isCompletedByAgent}
            initialQuery={props.addressQuery}
          />
        )}
      />
      <TextField
        path="phone"
        label={personField('phone').label}
        hint="For example, 020 7946 0000 or 07700 900 982"
        type="tel"
        autoComplete={own('tel')}
        widthClass="govuk-input--width-20"
        registration={register('phone')}
        error={errors.phone}
      />
      <TextField
        path="email"
        label={personField('email').label}
        type="email"
        autoComplete={own('email')}
        spellCheck={false}
        registration={register('email')}
        error={errors.email}
      />
      <Controller
        control={control}
        name="nhsNumber"
        render={({ field }) => (
          <NhsNumberField
            path="nhsNumber"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.nhsNumber}
          />
        )}
      />
      <TextareaField
        path="gpDetails"
        label={personField('gpDetails').label}
        maxLength={fieldLimits.address}
        registration={register('gpDetails')}
        error={errors.gpDetails}
      />
    </>
  );
}
