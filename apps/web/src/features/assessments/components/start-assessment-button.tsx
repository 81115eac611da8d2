import { useNavigate } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { paths } from '../../../config/paths.ts';
import { useCreateAssessment } from '../api/create-assessment.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

/** Creates an assessment and opens its overview. Pressing twice while it is being created
 * does nothing, so a resident on a slow connection cannot start two by accident. */
export function StartAssessmentButton(props: { formTypeCode: FormTypeCode }) {
  const navigate = useNavigate();
  const create = useCreateAssessment(props.formTypeCode);
  return (
    <>
      {create.isError && (
        <ErrorAlert title={messages.setupFailed} message={create.error.message} shouldFocus />
      )}
      <button
        type="button"
        className="govuk-button govuk-button--start"
        aria-disabled={create.isPending}
        onClick={() => {
          if (create.isPending) return;
          create.mutate(undefined, {
            onSuccess: (assessment) =>
              void navigate(paths.overview.getHref(props.formTypeCode, assessment.id)),
          });
        }}
      >
        {create.isPending ? messages.list.starting : messages.list.start}
        <svg
          className="govuk-button__start-icon"
          xmlns="http://www.w3.org/2000/svg"
          width="17.5"
          height="19"
          viewBox="0 0 33 40"
          aria-hidden="true"
          focusable="false"
        >
          <path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z" />
        </svg>
      </button>
    </>
  );
}
