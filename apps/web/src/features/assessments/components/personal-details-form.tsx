import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  accommodationStatusOptions,
  ethnicityOptions,
  fieldLimits,
  genderOptions,
  maritalStatusOptions,
  nationalIdentityOptions,
  religionOptions,
  sexualOrientationOptions,
  subEthnicityOptions,
  validationMessages,
  type Option,
} from '@csa/contracts';
import { isFromPreview, paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useUpdateAssessment } from '../api/update-assessment.ts';
import {
  clearPersonalDetailsDraft,
  readPersonalDetailsDraft,
  useSavePersonalDetailsDraft,
} from '../hooks/use-personal-details-draft.ts';
import { messages } from '../assessment-messages.ts';
import { formPageProgress } from '../../../lib/form-page-progress.ts';
import {
  toFormValues,
  toPersonalDetails,
  type PersonalDetailsFormValues,
} from '../utils/personal-details-form-values.ts';
import { readDirtyFields } from '../utils/read-dirty-fields.ts';
import { nullsAsEmpty } from '../utils/nulls-as-empty.ts';
import { summaryErrorText } from '../utils/summary-error-text.ts';
import type { prefillPersonalDetails } from '../utils/prefill-personal-details.ts';
import { validatePersonalDetailsForm } from '../utils/validate-personal-details-form.ts';
import { AgentFields } from './agent-fields.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { CheckboxField } from './fields/checkbox-field.tsx';
import { DateField } from './fields/date-field.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { orderedSummaryErrors } from './fields/ordered-summary-errors.ts';
import { fieldId } from '../../../components/ui/form/field-parts.tsx';
import { AddressLookup } from './fields/address-lookup.tsx';
import { NhsNumberField } from './fields/nhs-number-field.tsx';
import { RadiosField } from './fields/radios-field.tsx';
import { SelectField } from './fields/select-field.tsx';
import { TextareaField } from './fields/textarea-field.tsx';
import { TextField } from './fields/text-field.tsx';
import type { LoadedAssessment } from './load-assessment.tsx';
import { PeopleCaredFor } from './people-cared-for.tsx';

/** Field order on the page, so the error summary lists problems top to bottom. */
const fieldOrder = [
  'isCompletedByAgent',
  'hasConsent',
  'hasLocalAuthorityConsent',
  'agent',
  'firstName',
  'lastName',
  'preferredName',
  'dob',
  'address',
  'phone',
  'email',
  'nhsNumber',
  'gpDetails',
  'peopleCaredFor',
];

/** Error links land on the first box of a date. */
function errorTarget(path: string): string {
  return path.endsWith('dob') ? `${fieldId(path)}-day` : fieldId(path);
}

/** The server names fields by their place in dirtyFields; the form by its own paths. */
function formPathOf(serverField: string): string {
  return serverField.replace(/^(dirtyFields\.)?(personalDetails\.)?/, '');
}

const landlordNameStatuses: readonly string[] = ['social-tenant', 'private-tenant'];

/**
 * Personal details (spec §3, §4, §5). Fields that stop applying disappear as answers change
 * and are not saved. Saving quotes the version loaded: if another tab saved first, the latest
 * version is loaded and the resident is told, with everything they typed still in the form.
 */
export function PersonalDetailsForm(
  props: LoadedAssessment & { prefill?: ReturnType<typeof prefillPersonalDetails> },
) {
  const { assessment } = props;
  const formTypeCode = assessment.formTypeCode;
  const navigate = useNavigate();
  const location = useLocation();
  const update = useUpdateAssessment(assessment.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [hasConflict, setHasConflict] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const isSaving = useRef(false);

  // A draft from this tab wins over what is stored: it is what the resident typed last.
  const [draft] = useState(() => readPersonalDetailsDraft(assessment.id));
  const { control, register, handleSubmit, setValue, watch } = useForm<PersonalDetailsFormValues>({
    defaultValues: {
      ...toFormValues(props.dirty.personalDetails ?? props.prefill?.details, formTypeCode),
      ...draft,
    },
  });
  useSavePersonalDetailsDraft(assessment.id, watch);
  const [
    isCompletedByAgent,
    gender,
    accommodationStatus,
    ethnicity,
    religion,
    nationalIdentity,
    sexualOrientation,
  ] = useWatch({
    control,
    name: [
      'isCompletedByAgent',
      'gender',
      'accommodationStatus',
      'ethnicity',
      'religion',
      'nationalIdentity',
      'sexualOrientation',
    ],
  });
  const subEthnicityChoices: readonly Option[] =
    subEthnicityOptions[ethnicity as keyof typeof subEthnicityOptions] ?? [];
  const about = isCompletedByAgent ? 'the person you are filling this in for' : 'you';
  const their = isCompletedByAgent ? 'Their' : 'Your';

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    setAttempt((count) => count + 1);
  };

  const save = (typed: PersonalDetailsFormValues) => {
    if (isSaving.current) return;
    const values = nullsAsEmpty(typed);
    setSaveError(null);
    const found = validatePersonalDetailsForm(values, formTypeCode);
    if (Object.keys(found).length > 0) return showErrors(found);
    const result = toPersonalDetails(values, formTypeCode);
    if (!result.success) return showErrors(result.errors);
    setErrors({});
    // Keep every other part of dirtyFields exactly as the server last gave it.
    const raw = { ...readDirtyFields(assessment.dirtyFields).raw, personalDetails: result.details };
    isSaving.current = true;
    update.mutate(
      {
        dirtyFields: JSON.stringify(raw),
        ...formPageProgress(raw, formTypeCode),
        allPagesValidated: true,
        version: assessment.version,
      },
      {
        onSuccess: () => {
          clearPersonalDetailsDraft(assessment.id);
          setHasConflict(false);
          void navigate(
            isFromPreview(location.search)
              ? paths.preview.getHref(formTypeCode, assessment.id)
              : paths.overview.getHref(formTypeCode, assessment.id),
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // LoadAssessment re-renders with the newest version; the typed values stay.
            setHasConflict(true);
            return;
          }
          const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
          if (Object.keys(fieldErrors).length > 0) {
            showErrors(
              Object.fromEntries(
                Object.entries(fieldErrors).map(([field, message]) => [
                  formPathOf(field),
                  // The server prefixes its text with the field's path; the form shows where.
                  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message,
                ]),
              ),
            );
            return;
          }
          setSaveError(error.message);
        },
        onSettled: () => {
          isSaving.current = false;
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <ErrorSummary
        errors={orderedSummaryErrors(errors, fieldOrder, errorTarget).map((entry) => ({
          ...entry,
          message: summaryErrorText(entry.path, entry.message, isCompletedByAgent),
        }))}
        focusKey={attempt}
      />
      {hasConflict && (
        <ErrorAlert
          title={messages.submitter.savedElsewhere}
          message={messages.conflict}
          shouldFocus
        />
      )}
      {props.prefill?.source && (
        <div className="govuk-inset-text">
          {props.prefill.source === 'previous'
            ? 'We have filled in the details you gave in your last assessment. Check they are still right.'
            : 'We have filled in what your account tells us. Check it is right and add the rest.'}
        </div>
      )}
      {draft !== null && (
        <div className="govuk-inset-text" role="status">
          {messages.submitter.draftRestored}
        </div>
      )}
      {saveError !== null && (
        <ErrorAlert title="Your details were not saved" message={saveError} shouldFocus />
      )}

      <CheckboxField
        path="isCompletedByAgent"
        label="I am filling in this form for someone else"
        hint="For example, for a family member or a friend who has asked you to help."
        registration={register('isCompletedByAgent')}
        error={errors.isCompletedByAgent}
      />
      {isCompletedByAgent && <AgentFields control={control} register={register} errors={errors} />}

      <h2 className="govuk-heading-m">{`About ${about}`}</h2>
      <TextField
        path="firstName"
        label="First name"
        autoComplete={isCompletedByAgent ? 'off' : 'given-name'}
        maxLength={fieldLimits.name}
        registration={register('firstName')}
        error={errors.firstName}
      />
      <TextField
        path="lastName"
        label="Last name"
        autoComplete={isCompletedByAgent ? 'off' : 'family-name'}
        maxLength={fieldLimits.name}
        registration={register('lastName')}
        error={errors.lastName}
      />
      <TextField
        path="preferredName"
        label="Preferred name (optional)"
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
        legend="Date of birth"
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
            legend={`${their} address`}
            value={field.value}
            onChange={field.onChange}
            error={errors.address}
            isOwnAddress={!isCompletedByAgent}
            initialQuery={props.prefill?.addressQuery ?? ''}
          />
        )}
      />
      <TextField
        path="phone"
        label="Phone number (optional)"
        hint="For example, 020 7946 0000 or 07700 900 982"
        type="tel"
        autoComplete={isCompletedByAgent ? 'off' : 'tel'}
        widthClass="govuk-input--width-20"
        registration={register('phone')}
        error={errors.phone}
      />
      <TextField
        path="email"
        label="Email address (optional)"
        type="email"
        autoComplete={isCompletedByAgent ? 'off' : 'email'}
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
        label="GP name and surgery (optional)"
        maxLength={fieldLimits.address}
        registration={register('gpDetails')}
        error={errors.gpDetails}
      />

      <h2 className="govuk-heading-m">Home</h2>
      <SelectField
        path="accommodationStatus"
        label={`Where do${isCompletedByAgent ? ' they' : ' you'} live? (optional)`}
        options={accommodationStatusOptions}
        registration={register('accommodationStatus')}
        error={errors.accommodationStatus}
      />
      {landlordNameStatuses.includes(accommodationStatus) && (
        <TextField
          path="landlordName"
          label="Landlord's name (optional)"
          maxLength={fieldLimits.shortText}
          registration={register('landlordName')}
          error={errors.landlordName}
        />
      )}
      {accommodationStatus === 'private-tenant' && (
        <TextareaField
          path="landlordAddress"
          label="Landlord's address (optional)"
          maxLength={fieldLimits.address}
          registration={register('landlordAddress')}
          error={errors.landlordAddress}
        />
      )}
      {accommodationStatus === 'other-accommodation' && (
        <TextField
          path="otherAccommodation"
          label="Tell us where (optional)"
          maxLength={fieldLimits.shortText}
          registration={register('otherAccommodation')}
          error={errors.otherAccommodation}
        />
      )}

      <h2 className="govuk-heading-m">Equality questions (optional)</h2>
      <p className="govuk-body">
        These questions are optional. The council asks them to check its services are fair to
        everyone. Your answers do not change the help you can get.
      </p>
      <RadiosField
        path="gender"
        legend="Gender (optional)"
        options={genderOptions}
        registration={register('gender')}
        error={errors.gender}
      />
      {gender === 'identify-differently' && (
        <TextField
          path="otherGender"
          label="How would you describe the gender? (optional)"
          maxLength={fieldLimits.shortText}
          registration={register('otherGender')}
          error={errors.otherGender}
        />
      )}
      <SelectField
        path="maritalStatus"
        label="Marital status (optional)"
        options={maritalStatusOptions}
        registration={register('maritalStatus')}
        error={errors.maritalStatus}
      />
      <SelectField
        path="ethnicity"
        label="Ethnic group (optional)"
        options={ethnicityOptions}
        registration={register('ethnicity', {
          onChange: () => setValue('subEthnicity', ''),
        })}
        error={errors.ethnicity}
      />
      {subEthnicityChoices.length > 0 && (
        <SelectField
          path="subEthnicity"
          label="Which of these best describes the background? (optional)"
          options={subEthnicityChoices}
          registration={register('subEthnicity')}
          error={errors.subEthnicity}
        />
      )}
      {ethnicity === 'other' && (
        <TextField
          path="otherEthnicity"
          label="Describe the ethnic group (optional)"
          maxLength={fieldLimits.shortText}
          registration={register('otherEthnicity')}
          error={errors.otherEthnicity}
        />
      )}
      <SelectField
        path="religion"
        label="Religion or belief (optional)"
        options={religionOptions}
        registration={register('religion')}
        error={errors.religion}
      />
      {religion === 'other' && (
        <TextField
          path="otherReligion"
          label="Describe the religion or belief (optional)"
          maxLength={fieldLimits.shortText}
          registration={register('otherReligion')}
          error={errors.otherReligion}
        />
      )}
      <TextField
        path="preferredLanguage"
        label="Preferred language (optional)"
        maxLength={fieldLimits.shortText}
        widthClass="govuk-input--width-20"
        registration={register('preferredLanguage')}
        error={errors.preferredLanguage}
      />
      <SelectField
        path="nationalIdentity"
        label="National identity (optional)"
        options={nationalIdentityOptions}
        registration={register('nationalIdentity')}
        error={errors.nationalIdentity}
      />
      {nationalIdentity === 'other' && (
        <TextField
          path="otherNationalIdentity"
          label="Describe the national identity (optional)"
          maxLength={fieldLimits.shortText}
          registration={register('otherNationalIdentity')}
          error={errors.otherNationalIdentity}
        />
      )}
      <SelectField
        path="sexualOrientation"
        label="Sexual orientation (optional)"
        options={sexualOrientationOptions}
        registration={register('sexualOrientation')}
        error={errors.sexualOrientation}
      />
      {sexualOrientation === 'other' && (
        <TextField
          path="otherSexualOrientation"
          label="Describe the sexual orientation (optional)"
          maxLength={fieldLimits.shortText}
          registration={register('otherSexualOrientation')}
          error={errors.otherSexualOrientation}
        />
      )}

      {formTypeCode === 'CARERS' && (
        <PeopleCaredFor control={control} register={register} errors={errors} />
      )}

      <button type="submit" className="govuk-button" aria-disabled={update.isPending}>
        {update.isPending ? messages.submitter.saving : messages.submitter.save}
      </button>
    </form>
  );
}
