import type { FormTypeCode } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { useAssessments } from '../../../lib/assessment-queries/get-assessments.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { AssessmentList } from './assessment-list.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PastAssessmentSuggestions } from './past-assessment-suggestions.tsx';
import { StartAssessmentButton } from './start-assessment-button.tsx';
import '../../../styles/forms.scss';
import '../assessments.scss';

/** `/assessment/{formTypeCode}`: the resident's assessments of one type (spec §2). */
export function AssessmentsPage() {
  const formTypeCode = useFormTypeCode();
  return (
    <>
      <PageTitleBar
        title={messages.list.title[formTypeCode]}
        backTo={paths.assessmentPathways.getHref()}
      />
      <LoginGuard hasOwnTitle>
        <AssessmentsContent formTypeCode={formTypeCode} />
      </LoginGuard>
    </>
  );
}

function AssessmentsContent(props: { formTypeCode: FormTypeCode }) {
  const assessments = useAssessments(props.formTypeCode);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {messages.list.guidance[props.formTypeCode].map((paragraph) => (
          <p className="govuk-body" key={paragraph}>
            {paragraph}
          </p>
        ))}
        <StartAssessmentButton formTypeCode={props.formTypeCode} />
        <h2 className="govuk-heading-m">{messages.list.listHeading}</h2>
        {assessments.isError ? (
          <ErrorAlert
            title={messages.loadAssessmentsFailed}
            message="Please check your connection and try again."
          >
            <button
              type="button"
              className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
              onClick={() => void assessments.refetch()}
            >
              Try again
            </button>
          </ErrorAlert>
        ) : assessments.data ? (
          <>
            <AssessmentList assessments={assessments.data} />
            {assessments.data.length > 0 && (
              <PastAssessmentSuggestions
                formTypeCode={props.formTypeCode}
                assessments={assessments.data}
              />
            )}
          </>
        ) : (
          <LoadingSpinner />
        )}
      </div>
    </div>
  );
}
