import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { fieldId } from '../../../components/ui/form/field-parts.tsx';
import { messages } from '../../../lib/assessment-messages.ts';
import {
  readPersonalDetailsDraft,
  useSavePersonalDetailsDraft,
} from '../hooks/use-personal-details-draft.ts';
import {
  toFormValues,
  type PersonalDetailsFormValues,
} from '../utils/personal-details-form-values.ts';
import type { prefillPersonalDetails } from '../utils/prefill-personal-details.ts';
import { summaryErrorText } from '../utils/summary-error-text.ts';
import { AgentFields } from './agent-fields.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { CheckboxField } from '../../../components/ui/form/checkbox-field.tsx';
import { orderedSummaryErrors } from './fields/ordered-summary-errors.ts';
import type { LoadedAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';
import { PeopleCaredFor, peopleCaredForHeadingId } from './people-cared-for.tsx';
import { AboutSection } from './about-section.tsx';
import { EqualitySection } from './equality-section.tsx';
import { HomeSection } from './home-section.tsx';
import { personField } from '../hooks/use-field-applies.ts';
import { useSavePersonalDetails } from '../hooks/use-save-personal-details.ts';

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

/** Error links land on the first box of a date, and on the heading of the list of people
 * cared for (which takes focus) for a problem with the list as a whole. */
function errorTarget(path: string): string {
  if (path === 'peopleCaredFor') return peopleCaredForHeadingId;
  return path.endsWith('dob') ? `${fieldId(path)}-day` : fieldId(path);
}

/**
 * Personal details (spec §3, §4, §5). Fields that stop applying, as the field table says,
 * disappear as answers change and are not saved; `useSavePersonalDetails` checks and saves.
 */
export function PersonalDetailsForm(
  props: LoadedAssessment & { prefill?: ReturnType<typeof prefillPersonalDetails> },
) {
  const { assessment } = props;
  const formTypeCode = assessment.formTypeCode;
  const saver = useSavePersonalDetails(assessment, props.pathway);
  const { errors } = saver;

  // A draft from this tab wins over what is stored: it is what the resident typed last.
  const [draft] = useState(() => readPersonalDetailsDraft(assessment.id));
  const { control, register, handleSubmit, setValue, watch } = useForm<PersonalDetailsFormValues>({
    defaultValues: {
      ...toFormValues(props.dirty.personalDetails ?? props.prefill?.details, formTypeCode),
      ...draft,
    },
  });
  useSavePersonalDetailsDraft(assessment.id, watch);
  const isCompletedByAgent = useWatch({ control, name: 'isCompletedByAgent' });
  const sections = { control, register, errors };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(saver.save)(event)}>
      <ErrorSummary
        errors={orderedSummaryErrors(errors, fieldOrder, errorTarget).map((entry) => ({
          ...entry,
          message: summaryErrorText(entry.path, entry.message, isCompletedByAgent),
        }))}
        focusKey={saver.attempt}
      />
      {saver.hasConflict && (
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
      {saver.saveError !== null && (
        <ErrorAlert title="Your details were not saved" message={saver.saveError} shouldFocus />
      )}

      <CheckboxField
        path="isCompletedByAgent"
        label={personField('isCompletedByAgent').label}
        hint="For example, for a family member or a friend who has asked you to help."
        registration={register('isCompletedByAgent')}
        error={errors.isCompletedByAgent}
      />
      {isCompletedByAgent && <AgentFields {...sections} />}
      <AboutSection
        {...sections}
        isCompletedByAgent={isCompletedByAgent}
        addressQuery={props.prefill?.addressQuery ?? ''}
      />
      <HomeSection {...sections} isCompletedByAgent={isCompletedByAgent} />
      <EqualitySection {...sections} setValue={setValue} />
      {formTypeCode === 'CARERS' && <PeopleCaredFor {...sections} />}

      <button type="submit" className="govuk-button" aria-disabled={saver.isSaving}>
        {saver.isSaving ? messages.submitter.saving : messages.submitter.save}
      </button>
    </form>
  );
}
