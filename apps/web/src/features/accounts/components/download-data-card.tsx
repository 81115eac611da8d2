import { useBlobDownload } from '../../../lib/use-blob-download.ts';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { useExportUserData } from '../api/export-user-data.ts';
import { AccountCard } from './account-card.tsx';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';

/**
 * 'Download your data' (UK GDPR right of access): a JSON file of everything the service
 * holds about the account. Progress is announced, and a link to save it again stays on the
 * page for browsers that block the automatic download.
 */
export function DownloadDataCard() {
  const download = useExportUserData();
  const { objectUrl, linkRef, save } = useBlobDownload();
  const fileName = `my-care-assessment-data-${new Date().toISOString().slice(0, 10)}.json`;

  return (
    <AccountCard title="Download your data">
      <p className="govuk-body">
        You can download a copy of everything we hold about you: your details, your email addresses
        and mobile number, the PINs you have made, every assessment with your answers, and what
        happened to the ones you submitted.
      </p>
      <p className="govuk-body">
        The file is in JSON format, which other services can read. Keep it somewhere safe: it holds
        your personal and health information.
      </p>
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
        Download your data
      </button>
      <div aria-live="polite">
        {download.isPending && <LoadingSpinner label="Preparing your data…" />}
        {objectUrl && !download.isPending && (
          <p className="govuk-body">
            Your data is ready.{' '}
            <a className="govuk-link" href={objectUrl} download={fileName} ref={linkRef}>
              Save your data again
            </a>
          </p>
        )}
      </div>
      {download.isError && (
        <div className="govuk-error-summary" role="alert">
          <h3 className="govuk-error-summary__title">Your data could not be downloaded</h3>
          <ProblemMessage className="govuk-body govuk-!-margin-bottom-0">
            {download.error.message || 'Failed to retrieve results from server'}
          </ProblemMessage>
        </div>
      )}
    </AccountCard>
  );
}
