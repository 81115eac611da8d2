import { Link, useParams } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { messages } from '../../../lib/assessment-messages.ts';
import { AssessmentPreview } from './assessment-preview.tsx';
import { LoadAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';
import '../../../styles/forms.scss';
import '../assessments.scss';

/** `/assessment/{formTypeCode}/{formId}/preview`: check your answers and submit. */
export function PreviewPage() {
  const formTypeCode = useFormTypeCode();
  const { formId = '' } = useParams();
  return (
    <>
      <PageTitleBar
        title={messages.preview.title}
        backTo={paths.overview.getHref(formTypeCode, formId)}
      />
      <LoginGuard>
        <PreviewContent formTypeCode={formTypeCode} formId={formId} />
      </LoginGuard>
    </>
  );
}

function PreviewContent(props: { formTypeCode: FormTypeCode; formId: string }) {
  return (
    <LoadAssessment formId={props.formId} formTypeCode={props.formTypeCode}>
      {(loaded) =>
        loaded.state === 'in-progress' ? (
          <AssessmentPreview key={loaded.assessment.id} {...loaded} />
        ) : (
          <>
            <div className="govuk-inset-text">
              {loaded.state === 'submitted' ? messages.alreadySubmitted : messages.closed}
            </div>
            <Link
              className="govuk-link"
              to={
                loaded.state === 'submitted'
                  ? paths.submitted.getHref(props.formTypeCode, props.formId)
                  : paths.overview.getHref(props.formTypeCode, props.formId)
              }
            >
              Back to the assessment
            </Link>
          </>
        )
      }
    </LoadAssessment>
  );
}
