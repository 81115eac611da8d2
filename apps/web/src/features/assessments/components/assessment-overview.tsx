import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { personalDetailsProblems } from '@csa/contracts';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { useContinuationGuard } from '../hooks/use-continuation-guard.ts';
import { overviewProgress, type AreaStatus } from '../utils/overview-progress.ts';
import { AreaTaskList } from './area-task-list.tsx';
import { DownloadPdfButton } from './download-pdf-button.tsx';
import type { LoadedAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';
import { SubmitActions } from './submit-actions.tsx';

/**
 * The numbered groups of areas with their states. The first group is always shown; the
 * others and Personal details appear once the resident says they have finished it, or at
 * once when later parts already hold data. Closed and submitted assessments are read-only.
 */
export function AssessmentOverview(props: LoadedAssessment) {
  const { assessment, pathway, dirty, state } = props;
  const formTypeCode = assessment.formTypeCode;
  const [hasContinued, markContinued] = useContinuationGuard(assessment.id);
  const progress = overviewProgress(pathway, dirty, formTypeCode);
  const isEditable = state === 'in-progress';
  const showsEverything = !isEditable || hasContinued || progress.hasLaterData;
  const visibleGroups = showsEverything ? progress.groups : progress.groups.slice(0, 1);

  // After the guard, focus the first part it revealed so the resident is taken to it.
  const revealedHeading = useRef<HTMLHeadingElement>(null);
  const wasShowingEverything = useRef(showsEverything);
  useEffect(() => {
    if (showsEverything && !wasShowingEverything.current) revealedHeading.current?.focus();
    wasShowingEverything.current = showsEverything;
  }, [showsEverything]);

  const personalDetailsStatus: AreaStatus = progress.hasPersonalDetails
    ? 'completed'
    : dirty.personalDetails !== undefined &&
        personalDetailsProblems(dirty.personalDetails, formTypeCode).length > 0
      ? 'incomplete'
      : 'not-started';

  return (
    <>
      {state === 'closed' && (
        <div className="govuk-inset-text">{messages.overview.closedNotice}</div>
      )}
      {state === 'submitted' && (
        <>
          <div className="govuk-inset-text">
            {messages.overview.submittedNotice}
            {assessment.reference && (
              <>
                {' '}
                {messages.list.reference}: <strong>{assessment.reference}</strong>
              </>
            )}
          </div>
          <DownloadPdfButton formId={assessment.id} reference={assessment.reference} />
        </>
      )}
      <p className="govuk-body">
        {messages.overview.progress(progress.completedAreaCount, progress.totalPages)}
      </p>
      <ol className="app-task-groups">
        {visibleGroups.map((group) => (
          <li key={group.title} className="app-task-groups__group">
            <h2
              className="govuk-heading-m"
              tabIndex={-1}
              ref={group.number === 2 ? revealedHeading : undefined}
            >
              <span className="app-task-groups__number">{group.number}. </span>
              {group.title}
            </h2>
            <AreaTaskList
              entries={group.areas.map((area) => ({
                id: area.id,
                title: area.title,
                hint: area.summary,
                status: area.status,
                ...(isEditable
                  ? { href: paths.area.getHref(formTypeCode, assessment.id, area.id) }
                  : {}),
              }))}
            />
          </li>
        ))}
        {showsEverything && (
          <li className="app-task-groups__group">
            <h2
              className="govuk-heading-m"
              tabIndex={-1}
              ref={progress.groups.length === 1 ? revealedHeading : undefined}
            >
              <span className="app-task-groups__number">{progress.groups.length + 1}. </span>
              {messages.overview.personalDetails}
            </h2>
            <AreaTaskList
              entries={[
                {
                  id: 'personal-details',
                  title: messages.overview.personalDetailsLink,
                  status: personalDetailsStatus,
                  ...(isEditable
                    ? { href: paths.submitter.getHref(formTypeCode, assessment.id) }
                    : {}),
                },
              ]}
            />
          </li>
        )}
      </ol>
      {!showsEverything && (
        <div className="govuk-!-margin-bottom-6">
          <p className="govuk-body">{messages.overview.continueHint}</p>
          <button type="button" className="govuk-button" onClick={markContinued}>
            {messages.overview.continueGuard}
          </button>
        </div>
      )}
      <p className="govuk-body">
        <Link
          className="govuk-link"
          to={paths.suggestions.getHref(formTypeCode, assessment.id, true)}
        >
          {messages.overview.viewSuggestions}
        </Link>
      </p>
      {isEditable && (
        <SubmitActions
          formTypeCode={formTypeCode}
          formId={assessment.id}
          cannotSubmitReason={progress.cannotSubmitReason}
          stillToDo={progress.stillToDo}
        />
      )}
    </>
  );
}
