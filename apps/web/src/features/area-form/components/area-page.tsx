import { useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { useHasBeenTrue } from '../../../lib/use-has-been-true.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { useAssessment } from '../api/get-assessment.ts';
import { usePathway } from '../hooks/use-pathway.ts';
import { areaFormStrings } from '../lib/area-form-strings.ts';
import { AreaForm } from './area-form.tsx';
import { LoadFailure } from './load-failure.tsx';
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
  const assessment = useAssessment(formId);
  const overviewHref = paths.overview.getHref(formTypeCode, formId);
  const topic = pathway.data?.topics.find((candidate) => candidate.id === area);
  const isReadOnly =
    assessment.data !== undefined &&
    (assessment.data.submittedFields !== null || assessment.data.status === 'ABANDONED');
  const isShowingForm = Boolean(
    !pathway.isError &&
    !assessment.isError &&
    assessment.isFetchedAfterMount &&
    topic &&
    assessment.data?.formTypeCode === formTypeCode &&
    !isReadOnly,
  );
  // When a save finds the assessment closed or submitted (another tab, a trusted person), the
  // notice replaces the form and the button that had focus with it: the notice takes focus.
  const hasShownForm = useHasBeenTrue(isShowingForm);

  if (pathway.isError || assessment.isError) {
    return (
      <LoadFailure
        reason={assessment.error?.message ?? ''}
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
  if (!topic || assessment.data.formTypeCode !== formTypeCode) {
    return <PageNotFound overviewHref={overviewHref} />;
  }
  if (isReadOnly) {
    return (
      <ReadOnlyNotice
        title={topic.title}
        message={
          assessment.data.submittedFields !== null
            ? areaFormStrings.submitted
            : areaFormStrings.closed
        }
        overviewHref={overviewHref}
        takesFocus={hasShownForm}
      />
    );
  }
  return (
    <AreaForm
      key={`${formId}/${topic.id}`}
      formTypeCode={formTypeCode}
      assessment={assessment.data}
      topic={topic}
    />
  );
}
