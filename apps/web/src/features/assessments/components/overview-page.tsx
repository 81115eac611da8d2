import { useParams } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { messages } from '../../../lib/assessment-messages.ts';
import { AssessmentOverview } from './assessment-overview.tsx';
import { LoadAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';
import '../../../styles/forms.scss';
import '../assessments.scss';

/** `/assessment/{formTypeCode}/{formId}` (spec §2 "Overview behaviour"). */
export function OverviewPage() {
  const formTypeCode = useFormTypeCode();
  const { formId = '' } = useParams();
  return (
    <>
      <PageTitleBar
        title={messages.overview.title[formTypeCode]}
        backTo={paths.assessments.getHref(formTypeCode)}
      />
      <LoginGuard>
        <OverviewContent formTypeCode={formTypeCode} formId={formId} />
      </LoginGuard>
    </>
  );
}

function OverviewContent(props: { formTypeCode: FormTypeCode; formId: string }) {
  return (
    <LoadAssessment formId={props.formId} formTypeCode={props.formTypeCode}>
      {(loaded) => <AssessmentOverview key={loaded.assessment.id} {...loaded} />}
    </LoadAssessment>
  );
}
