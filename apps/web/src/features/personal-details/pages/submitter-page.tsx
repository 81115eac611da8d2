import { useLayoutEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { useHasBeenTrue } from '../../../lib/use-has-been-true.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { messages } from '../../../lib/assessment-messages.ts';
import { LoadAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { usePersonalDetailsPrefill } from '../hooks/use-personal-details-prefill.ts';
import { readPersonalDetailsDraft } from '../hooks/use-personal-details-draft.ts';
import type { LoadedAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';
import { PersonalDetailsForm } from '../components/personal-details-form.tsx';
import '../../../styles/forms.scss';
import '../personal-details.scss';

/** `/assessment/{formTypeCode}/{formId}/submitter`: personal details. */
export function SubmitterPage() {
  const formTypeCode = useFormTypeCode();
  const { formId = '' } = useParams();
  return (
    <>
      <PageTitleBar
        title={messages.submitter.title}
        backTo={paths.overview.getHref(formTypeCode, formId)}
      />
      <LoginGuard>
        <SubmitterContent formTypeCode={formTypeCode} formId={formId} />
      </LoginGuard>
    </>
  );
}

function SubmitterContent(props: { formTypeCode: FormTypeCode; formId: string }) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <LoadAssessment formId={props.formId} formTypeCode={props.formTypeCode}>
          {(loaded) => <SubmitterState loaded={loaded} {...props} />}
        </LoadAssessment>
      </div>
    </div>
  );
}

/** The form while the assessment is in progress; otherwise why it cannot be changed. */
function SubmitterState(props: {
  loaded: LoadedAssessment;
  formTypeCode: FormTypeCode;
  formId: string;
}) {
  const { loaded } = props;
  const isInProgress = loaded.state === 'in-progress';
  // A save that finds the assessment closed or submitted meanwhile swaps the form, and the
  // button that had focus, for the notice: the notice then takes focus.
  const hasShownForm = useHasBeenTrue(isInProgress);
  const notice = useRef<HTMLDivElement>(null);
  const takesFocus = hasShownForm && !isInProgress;
  useLayoutEffect(() => {
    if (takesFocus) notice.current?.focus();
  }, [takesFocus]);
  return isInProgress ? (
    <PersonalDetailsWithPrefill key={loaded.assessment.id} loaded={loaded} />
  ) : (
    <>
      <div className="govuk-inset-text" ref={notice} tabIndex={-1}>
        {loaded.state === 'submitted' ? messages.alreadySubmitted : messages.closed}
      </div>
      <Link className="govuk-link" to={paths.overview.getHref(props.formTypeCode, props.formId)}>
        Back to the assessment
      </Link>
    </>
  );
}

/** Nothing saved and no draft in this tab: fill in what the service already knows first. */
function PersonalDetailsWithPrefill(props: { loaded: LoadedAssessment }) {
  const { loaded } = props;
  const isNeeded =
    loaded.dirty.personalDetails === undefined &&
    readPersonalDetailsDraft(loaded.assessment.id) === null;
  const { isLoading, prefill } = usePersonalDetailsPrefill(
    loaded.assessment.formTypeCode,
    isNeeded,
  );
  if (isLoading) return <LoadingSpinner />;
  return <PersonalDetailsForm {...loaded} {...(isNeeded ? { prefill } : {})} />;
}
