import { useBlobDownload } from '../../../lib/use-blob-download.ts';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { useDownloadAssessmentPdf } from '../api/download-assessment-pdf.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

/**
 * Fetches the council's PDF with the resident's sign-in (a plain link could not send it),
 * then saves it. Progress is announced, and a link to save it again stays on the page for
 * browsers that block the automatic download.
 */
export function DownloadPdfButton(props: { formId: string; reference: string | null }) {
  const download = useDownloadAssessmentPdf(props.formId);
  const { objectUrl, linkRef, save } = useBlobDownload();
  const fileName = `${props.reference ?? 'assessment'}.pdf`;

  return (
    <div className="govuk-!-margin-bottom-6">
      <button
        type="button"
        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-2"
        aria-disabled={download.isPending}
        onClick={() => {
          if (download.isPending) return;
          download.mutate(undefined, {
            onSuccess: save,
          });
        }}
      >
        {messages.submitted.downloadPdf}
      </button>
      <div aria-live="polite">
        {download.isPending && <LoadingSpinner label={messages.submitted.preparingPdf} />}
        {objectUrl && !download.isPending && (
          <p className="govuk-body">
            {messages.submitted.pdfReady}{' '}
            <a className="govuk-link" href={objectUrl} download={fileName} ref={linkRef}>
              {messages.submitted.pdfLink}
            </a>
          </p>
        )}
      </div>
      {download.isError && (
        <ErrorAlert
          title="The PDF could not be downloaded"
          message={download.error.message}
          shouldFocus
        />
      )}
    </div>
  );
}
