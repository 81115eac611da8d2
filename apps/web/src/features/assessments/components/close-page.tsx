import { Link, useNavigate, useParams } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { useAbandonAssessment } from '../api/abandon-assessment.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';
import '../../../styles/forms.scss';
import '../assessments.scss';

/** `/assessment/{formTypeCode}/{formId}/close`: closing cannot be undone, so it is asked
 * for on its own page with what it means; then back to the list (spec §4). */
export function ClosePage() {
  const formTypeCode = useFormTypeCode();
  const { formId = '' } = useParams();
  return (
    <>
      <PageTitleBar
        title={messages.close.title}
        backTo={paths.overview.getHref(formTypeCode, formId)}
      />
      <LoginGuard>
        <LoadAssessment formId={formId} formTypeCode={formTypeCode}>
          {({ state }) =>
            state === 'in-progress' ? (
              <CloseConfirmation formTypeCode={formTypeCode} formId={formId} />
            ) : (
              <>
                <div className="govuk-inset-text">
                  {state === 'submitted' ? messages.alreadySubmitted : messages.closed}
                </div>
                <Link className="govuk-link" to={paths.assessments.getHref(formTypeCode)}>
                  Back to your assessments
                </Link>
              </>
            )
          }
        </LoadAssessment>
      </LoginGuard>
    </>
  );
}

function CloseConfirmation(props: { formTypeCode: FormTypeCode; formId: string }) {
  const navigate = useNavigate();
  const abandon = useAbandonAssessment(props.formId);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {abandon.isError && (
          <ErrorAlert
            title="The assessment was not closed"
            message={abandon.error.message}
            shouldFocus
          />
        )}
        <h2 className="govuk-heading-m">{messages.close.question}</h2>
        <ul className="govuk-list govuk-list--bullet">
          {messages.close.consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="govuk-button-group">
          <button
            type="button"
            className="govuk-button govuk-button--warning"
            aria-disabled={abandon.isPending}
            onClick={() => {
              if (abandon.isPending) return;
              abandon.mutate(undefined, {
                onSuccess: () => void navigate(paths.assessments.getHref(props.formTypeCode)),
              });
            }}
          >
            {abandon.isPending ? messages.close.closing : messages.close.confirm}
          </button>
          <Link
            className="govuk-link"
            to={paths.overview.getHref(props.formTypeCode, props.formId)}
          >
            {messages.close.cancel}
          </Link>
        </div>
      </div>
    </div>
  );
}
