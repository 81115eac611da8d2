import { useParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
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

  const topic = pathway.data.topics.find((candidate) => candidate.id === area);
  if (!topic || assessment.data.formTypeCode !== formTypeCode) {
    return <PageNotFound overviewHref={overviewHref} />;
  }
  if (assessment.data.submittedFields !== null) {
    return (
      <ReadOnlyNotice
        title={topic.title}
        message={areaFormStrings.submitted}
        overviewHref={overviewHref}
      />
    );
  }
  if (assessment.data.status === 'ABANDONED') {
    return (
      <ReadOnlyNotice
        title={topic.title}
        message={areaFormStrings.closed}
        overviewHref={overviewHref}
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
