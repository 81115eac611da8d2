import { Link } from 'react-router';
import type { AssessmentSummary } from '@csa/contracts';
import { RelativeDate } from '../../../components/ui/relative-date.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { assessmentStateOf } from '../../../lib/assessment-queries/assessment-state.ts';
import { AssessmentStatusTag } from './assessment-status-tag.tsx';
import { SubmissionProgressSummary } from './submission-progress.tsx';

/** The resident's assessments, newest first, each with its state and, once sent, its
 * reference, which is what they quote when they call the council. */
export function AssessmentList(props: { assessments: AssessmentSummary[] }) {
  if (props.assessments.length === 0) {
    return <p className="govuk-body">{messages.list.empty}</p>;
  }
  return (
    <ul className="app-assessment-list">
      {props.assessments.map((assessment) => {
        const state = assessmentStateOf(assessment);
        const href =
          state === 'submitted'
            ? paths.submitted.getHref(assessment.formTypeCode, assessment.id)
            : paths.overview.getHref(assessment.formTypeCode, assessment.id);
        return (
          <li key={assessment.id} className="app-assessment-list__item">
            <h3 className="govuk-heading-s govuk-!-margin-bottom-1">
              <Link className="govuk-link" to={href}>
                {messages.list.itemName[assessment.formTypeCode]}
                <span className="govuk-visually-hidden">
                  {`, ${messages.list.started.toLowerCase()} ${formatDateTime(assessment.dateCreated)}`}
                </span>
              </Link>{' '}
              <AssessmentStatusTag state={state} />
            </h3>
            <p className="govuk-body-s app-assessment-list__meta">
              {messages.list.started} <RelativeDate value={assessment.dateCreated} />
              {' · '}
              {state === 'submitted' && assessment.dateSubmitted ? (
                <>
                  {messages.list.submittedOn} <RelativeDate value={assessment.dateSubmitted} />
                </>
              ) : (
                <>
                  {messages.list.updated} <RelativeDate value={assessment.lastUpdated} />
                </>
              )}
            </p>
            {assessment.reference && (
              <p className="govuk-body-s app-assessment-list__meta">
                {messages.list.reference}: <strong>{assessment.reference}</strong>
              </p>
            )}
            {assessment.progress && (
              <SubmissionProgressSummary
                progress={assessment.progress}
                className="govuk-body-s app-assessment-list__meta"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
