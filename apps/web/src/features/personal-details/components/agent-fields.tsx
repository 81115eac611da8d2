import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { agentFields, agentRelationshipOptions, fieldApplies, fieldLimits } from '@csa/contracts';
import type { PersonalDetailsFormValues } from '../utils/personal-details-form-values.ts';
import { AddressLookup } from './fields/address-lookup.tsx';
import { CheckboxField } from '../../../components/ui/form/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

const relationshipOther = agentFields.find((field) => field.name === 'relationshipOther') ?? {};

/** Consents and the agent's own details, asked only when someone fills the form in for the
 * person (spec §4: consent fields and agent only when completed by an agent). */
export function AgentFields(props: {
  control: Control<PersonalDetailsFormValues>;
  register: UseFormRegister<PersonalDetailsFormValues>;
  errors: Record<string, string>;
}) {
  const { control, register, errors } = props;
  const relationship = useWatch({ control, name: 'agent.relationship' });
  return (
    <>
      <CheckboxField
        path="hasConsent"
        label="The person I am filling this in for agrees to me doing so"
        registration={register('hasConsent')}
        error={errors.hasConsent}
      />
      <CheckboxField
        path="hasLocalAuthorityConsent"
        label="They agree to the council sharing information about this assessment with me and contacting me about it"
        registration={register('hasLocalAuthorityConsent')}
        error={errors.hasLocalAuthorityConsent}
      />
      <h3 className="govuk-heading-s">Your details</h3>
      <TextField
        path="agent.firstName"
        label="Your first name"
        autoComplete="given-name"
        maxLength={fieldLimits.name}
        registration={register('agent.firstName')}
        error={errors['agent.firstName']}
      />
      <TextField
        path="agent.lastName"
        label="Your last name"
        autoComplete="family-name"
        maxLength={fieldLimits.name}
        registration={register('agent.lastName')}
        error={errors['agent.lastName']}
      />
      <Controller
        control={control}
        name="agent.address"
        render={({ field }) => (
          <AddressLookup
            path="agent.address"
            legend="Your address (optional)"
            isOwnAddress
            value={field.value}
            onChange={field.onChange}
            error={errors['agent.address']}
          />
        )}
      />
      <TextField
        path="agent.phone"
        label="Your phone number (optional)"
        type="tel"
        autoComplete="tel"
        widthClass="govuk-input--width-20"
        registration={register('agent.phone')}
        error={errors['agent.phone']}
      />
      <TextField
        path="agent.email"
        label="Your email address (optional)"
        type="email"
        autoComplete="email"
        spellCheck={false}
        registration={register('agent.email')}
        error={errors['agent.email']}
      />
      <SelectField
        path="agent.relationship"
        label="Your relationship to them"
        options={agentRelationshipOptions}
        registration={register('agent.relationship')}
        error={errors['agent.relationship']}
      />
      {fieldApplies(relationshipOther, { relationship }) && (
        <TextField
          path="agent.relationshipOther"
          label="Tell us your relationship to them"
          maxLength={fieldLimits.shortText}
          registration={register('agent.relationshipOther')}
          error={errors['agent.relationshipOther']}
        />
      )}
    </>
  );
}
