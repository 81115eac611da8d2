import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Assessment, FormTypeCode } from '@csa/contracts';
import type { Pathway } from '@csa/questionnaire';
import { LoadingSpinner } from '../../components/ui/loading-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../api-error.ts';
import { useAssessment } from './use-assessment.ts';
import { messages } from '../assessment-messages.ts';
import { usePathway } from './use-pathway.ts';
import { answersTextOf, assessmentStateOf, type AssessmentState } from './assessment-state.ts';
import { readDirtyFields, type ReadDirtyFields } from './read-dirty-fields.ts';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';

export interface LoadedAssessment {
  assessment: Assessment;
  pathway: Pathway;
  dirty: ReadDirtyFields;
  state: AssessmentState;
}

/** Loads an assessment and its pathway's content for a page, with the spinner and the
 * 'Could not load the form' alert (spec §8) in one place. An assessment of another pathway
 * than the address says is treated as not found, and one not found offers the resident's list
 * of assessments: trying again would only fail again. */
export function LoadAssessment(props: {
  formId: string;
  formTypeCode: FormTypeCode;
  children: (loaded: LoadedAssessment) => ReactNode;
}) {
  const assessmentQuery = useAssessment(props.formId);
  const pathwayQuery = usePathway(props.formTypeCode);

  const isWrongPathway =
    assessmentQuery.data !== undefined && assessmentQuery.data.formTypeCode !== props.formTypeCode;
  if (assessmentQuery.isError || pathwayQuery.isError || isWrongPathway) {
    const error = assessmentQuery.error;
    const isNotFound = isWrongPathway || (error instanceof ApiError && error.status === 404);
    const detail = isNotFound
      ? 'We could not find this assessment. It may belong to another account.'
      : 'Please check your connection and try again.';
    return (
      <ErrorAlert title={messages.loadFormFailed} message={detail}>
        {isNotFound ? (
          <Link className="govuk-link" to={paths.assessments.getHref(props.formTypeCode)}>
            {messages.goToAssessments}
          </Link>
        ) : (
          <button
            type="button"
            className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
            onClick={() => {
              void assessmentQuery.refetch();
              void pathwayQuery.refetch();
            }}
          >
            Try again
          </button>
        )}
      </ErrorAlert>
    );
  }
  if (!assessmentQuery.data || !pathwayQuery.data) return <LoadingSpinner />;
  const assessment = assessmentQuery.data;
  return props.children({
    assessment,
    pathway: pathwayQuery.data,
    dirty: readDirtyFields(answersTextOf(assessment)),
    state: assessmentStateOf(assessment),
  });
}
