import { Link, useParams } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { PlainText } from '../../../components/ui/plain-text.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { useServiceWording } from '../api/get-service-wording.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { messages, submittedNextSteps } from '../../../lib/assessment-messages.ts';
import { DownloadPdfButton } from './download-pdf-button.tsx';
import { LoadAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';
import { SatisfactionForm } from './satisfaction-form.tsx';
import { SentAssessmentProgress } from './submission-progress.tsx';
import { WhatYouToldUs } from './what-you-told-us.tsx';
import '../../../styles/forms.scss';
import '../assessments.scss';

/** `/assessment/{formTypeCode}/{formId}/submitted`: the confirmation, the reference to quote,
 * what the resident told us, what happens next (spec §1), the PDF and a way on. */
export function SubmittedPage() {
  const formTypeCode = useFormTypeCode();
  const { formId = '' } = useParams();
  return (
    <LoginGuard>
      <SubmittedContent formTypeCode={formTypeCode} formId={formId} />
    </LoginGuard>
  );
}

function SubmittedContent(props: { formTypeCode: FormTypeCode; formId: string }) {
  useDocumentTitle(messages.submitted.title);
  // The council's own words when it has published them; the built-in ones until then.
  const wording = useServiceWording();
  return (
    <LoadAssessment formId={props.formId} formTypeCode={props.formTypeCode}>
      {({ assessment, pathway, dirty, state }) =>
        state === 'submitted' ? (
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <div className="govuk-panel govuk-panel--confirmation">
                <h1 className="govuk-panel__title">{messages.submitted.title}</h1>
                {assessment.reference && (
                  <div className="govuk-panel__body">
                    {messages.submitted.reference}
                    <br />
                    <strong>{assessment.reference}</strong>
                  </div>
                )}
              </div>
              <WhatYouToldUs pathway={pathway} dirty={dirty} />
              <h2 className="govuk-heading-m">What happens next</h2>
              {wording.data ? (
                <PlainText text={wording.data.whatHappensNext[props.formTypeCode]} />
              ) : (
                <p className="govuk-body">{submittedNextSteps[props.formTypeCode]}</p>
              )}
              {wording.data && (
                <>
                  <h2 className="govuk-heading-m">Contact us</h2>
                  <PlainText text={wording.data.contactDetails} />
                  <h3 className="govuk-heading-s">Opening hours</h3>
                  <PlainText text={wording.data.openingHours} />
                </>
              )}
              <SentAssessmentProgress formTypeCode={props.formTypeCode} formId={assessment.id} />
              <p className="govuk-body">
                Keep your reference number. You can download a copy of your answers to keep.
              </p>
              <DownloadPdfButton formId={assessment.id} reference={assessment.reference} />
              <ButtonLink
                className="govuk-button"
                to={paths.assessments.getHref(props.formTypeCode)}
              >
                {messages.submitted.continue}
              </ButtonLink>
              <SatisfactionForm formId={assessment.id} />
            </div>
          </div>
        ) : (
          <>
            <PageTitleBar
              title={messages.overview.title[props.formTypeCode]}
              backTo={paths.overview.getHref(props.formTypeCode, props.formId)}
            />
            <p className="govuk-body">This assessment has not been sent yet.</p>
            <Link
              className="govuk-link"
              to={paths.overview.getHref(props.formTypeCode, props.formId)}
            >
              Back to the assessment
            </Link>
          </>
        )
      }
    </LoadAssessment>
  );
}
