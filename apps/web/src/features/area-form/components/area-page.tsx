import { useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { useHasBeenTrue } from '../../../lib/use-has-been-true.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { useAssessment } from '../../../lib/assessment-queries/use-assessment.ts';
import { usePathway } from '../../../lib/assessment-queries/use-pathway.ts';
import { areaFormStrings } from '../lib/area-form-strings.ts';
import { AreaForm, type AreaFormProps } from './area-form.tsx';
import { LoadFailure } from './load-failure.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { PageNotFound } from './page-not-found.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';
import '../area-form.scss';

/** /assessment/{formTypeCode}/{formId}/area/{area} (spec §2), for signed-in residents. */
export function AreaPage() {
  return (
    <LoginGuard>
      <AreaPageContent />
    </LoginGuard>
  );
}

function AreaPageContent() {
  const formTypeCode = useFormTypeCode();
  const { formId = '', area = '' } = useParams();
  const pathway = usePathway(formTypeCode);
  const assessment = useAssessment(formId, { explainsLoadFailure: true });
  const overviewHref = paths.overview.getHref(formTypeCode, formId);

  if (pathway.isError || assessment.isError) {
    return (
      <LoadFailure
        reason={assessment.error?.message ?? ''}
        {...(assessment.error instanceof ApiError && assessment.error.status === 404
          ? { listHref: paths.assessments.getHref(formTypeCode) }
          : {})}
        onRetry={() => {
          if (pathway.isError) void pathway.refetch();
          if (assessment.isError) void assessment.refetch();
        }}
      />
    );
  }
  // Wait for this visit's own read: the form starts from it and saves against its version.
  if (!pathway.data || !assessment.data || !assessment.isFetchedAfterMount) {
    return <LoadingSpinner label={areaFormStrings.loadingForm} />;
  }
  const topic = pathway.data.topics.find((candidate) => candidate.id === area);
  if (!topic || assessment.data.formTypeCode !== formTypeCode) {
    return <PageNotFound overviewHref={overviewHref} />;
  }
  return (
    <AreaFormOrNotice
      formTypeCode={formTypeCode}
      assessment={assessment.data}
      topic={topic}
      pathway={pathway.data}
      overviewHref={overviewHref}
    />
  );
}

/** The area's form while the assessment can be changed; otherwise why it cannot. */
function AreaFormOrNotice(props: AreaFormProps & { overviewHref: string }) {
  const { assessment, topic } = props;
  const isReadOnly = assessment.submittedFields !== null || assessment.status === 'ABANDONED';
  // When a save finds the assessment closed or submitted (another tab, a trusted person), the
  // notice replaces the form and the button that had focus with it: the notice takes focus.
  const hasShownForm = useHasBeenTrue(!isReadOnly);
  if (isReadOnly) {
    return (
      <ReadOnlyNotice
        title={topic.title}
        message={
          assessment.submittedFields !== null ? areaFormStrings.submitted : areaFormStrings.closed
        }
        overviewHref={props.overviewHref}
        takesFocus={hasShownForm}
      />
    );
  }
  return (
    <AreaForm
      key={`${assessment.id}/${topic.id}`}
      formTypeCode={props.formTypeCode}
      assessment={assessment}
      topic={topic}
      pathway={props.pathway}
    />
  );
}
