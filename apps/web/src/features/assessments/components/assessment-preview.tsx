import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { alreadySubmittedMessage } from '@csa/contracts';
import { paths } from '../../../config/paths.ts';
import { useSuggestedLinks } from '../api/get-suggested-links.ts';
import { useSubmitAssessment } from '../api/submit-assessment.ts';
import { useUpdateAssessment } from '../../../lib/assessment-queries/update-assessment.ts';
import { recordPreviewReached } from '../api/record-preview-reached.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { areasNeedingHelp } from '../utils/areas-needing-help.ts';
import { dropIncompleteAreas } from '../utils/drop-incomplete-areas.ts';
import { groupLinksByArea } from '../utils/group-links-by-area.ts';
import { overviewProgress } from '../utils/overview-progress.ts';
import { AnswersSummary } from './answers-summary.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import type { LoadedAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';

/**
 * Check your answers, then send. Incomplete areas are dropped from dirtyFields once, when the
 * preview opens (spec §4). Sending is guarded against a double click here and made idempotent
 * by the server, so a resident who taps twice on a slow phone sends once.
 */
export function AssessmentPreview(props: LoadedAssessment) {
  const { assessment, pathway, dirty } = props;
  const formTypeCode = assessment.formTypeCode;
  const navigate = useNavigate();
  const update = useUpdateAssessment(assessment.id);
  const submit = useSubmitAssessment(assessment.id);
  const links = useSuggestedLinks(formTypeCode);
  const hasDropped = useRef(false);
  const isSending = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  useEffect(() => {
    if (hasDropped.current) return;
    hasDropped.current = true;
    // Counted for the council's funnel only; the resident is never told it failed.
    recordPreviewReached(assessment.id).catch(() => undefined);
    const kept = dropIncompleteAreas(pathway, dirty);
    if (kept === null) return;
    update.mutate({ dirtyFields: JSON.stringify(kept), version: assessment.version });
    // Runs once per visit, on the assessment as first loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const progress = overviewProgress(pathway, dirty, formTypeCode);

  const onSend = () => {
    if (isSending.current || submit.isPending || update.isPending) return;
    isSending.current = true;
    setSubmitError(null);
    const suggestions = links.data
      ? groupLinksByArea(areasNeedingHelp(pathway, [dirty.areas]), links.data)
          .flatMap((group) => group.links)
          .filter((link, index, all) => all.findIndex((other) => other.url === link.url) === index)
          .map((link) => ({ url: link.url, label: link.labels[0] ?? link.url }))
      : undefined;
    submit.mutate(
      {
        formModel: { id: assessment.id, formTypeCode, version: assessment.version },
        dirtyModel: { ...dirty.raw, ...(suggestions ? { suggestions } : {}) },
        pdfHtml: summaryRef.current?.outerHTML ?? '',
      },
      {
        onSuccess: () => void navigate(paths.submitted.getHref(formTypeCode, assessment.id)),
        onError: (error) => {
          isSending.current = false;
          setSubmitError(error.message);
        },
      },
    );
  };

  return (
    <>
      {submitError !== null && (
        <ErrorAlert
          title={
            submitError === alreadySubmittedMessage
              ? messages.alreadySubmitted
              : 'Your assessment was not sent'
          }
          {...(submitError === alreadySubmittedMessage ? {} : { message: submitError })}
          shouldFocus
        />
      )}
      {update.isError && (
        <ErrorAlert title="Your changes were not saved" message={update.error.message} />
      )}
      <div ref={summaryRef}>
        <AnswersSummary
          formTypeCode={formTypeCode}
          formId={assessment.id}
          pathway={pathway}
          dirty={dirty}
          canChange
        />
      </div>
      {progress.canSubmit ? (
        <>
          <h2 className="govuk-heading-m">Now send your assessment</h2>
          <p className="govuk-body">{messages.preview.declaration}</p>
          <button
            type="button"
            className="govuk-button"
            aria-disabled={submit.isPending || update.isPending}
            onClick={onSend}
          >
            {submit.isPending ? messages.preview.submitting : messages.preview.submit}
          </button>
        </>
      ) : (
        <>
          <p className="govuk-body">{progress.cannotSubmitReason}</p>
          <ul className="govuk-list govuk-list--bullet">
            {progress.stillToDo.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link className="govuk-link" to={paths.overview.getHref(formTypeCode, assessment.id)}>
            Back to the assessment
          </Link>
        </>
      )}
    </>
  );
}
