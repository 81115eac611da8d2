import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { ConfirmButtons, useConfirmInPlace } from '../../../components/ui/confirm-in-place.tsx';
import { useBlobDownload } from '../../../lib/use-blob-download.ts';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { useEraseCallerData, useExportCallerData } from '../api/caller-data-requests.ts';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';

type Outcome = { text: string; isError: boolean };

/**
 * A phone caller has no sign-in, so an admin makes their UK GDPR requests for them here: a copy
 * of everything held (as a resident's own download, plus what staff recorded about the call),
 * and erasure, after a confirmation in place ("Yes, erase" takes focus; "Cancel" gives it back).
 * Each outcome is a message that takes focus: a status on success, an alert on failure.
 */
export function CallerDataRequests(props: { submissionId: string; reference: string | null }) {
  const { submissionId } = props;
  const download = useExportCallerData(submissionId);
  const erase = useEraseCallerData(submissionId);
  const { objectUrl, linkRef, save } = useBlobDownload();
  const { isConfirming, focusRef, openerRef, ask, cancel, close } = useConfirmInPlace();
  const [isErased, setIsErased] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const fileName = `caller-data-${(props.reference ?? submissionId).replace(/[^A-Za-z0-9-]/g, '')}-${new Date().toISOString().slice(0, 10)}.json`;

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const reasonOf = (error: unknown, fallback: string) =>
    error instanceof ApiError && error.message ? error.message : fallback;

  const onDownload = () => {
    // Focusable while busy (aria-disabled, not disabled): a second press is ignored.
    if (download.isPending) return;
    setOutcome(null);
    download.mutate(undefined, {
      onSuccess: save,
      onError: (error) =>
        setOutcome({
          text: reasonOf(error, 'The caller’s data could not be downloaded. Try again.'),
          isError: true,
        }),
    });
  };

  const onErase = async () => {
    if (erase.isPending) return;
    try {
      await erase.mutateAsync();
      close();
      setIsErased(true);
      setOutcome({
        text: 'The caller’s record was erased: their details, and anything not submitted, are gone. The submission stays as it was sent to the council.',
        isError: false,
      });
    } catch (error) {
      close();
      setOutcome({
        text: reasonOf(error, 'The caller’s record could not be erased. Try again.'),
        isError: true,
      });
    }
  };

  return (
    <section aria-labelledby="caller-data-heading">
      <h2 className="govuk-heading-m" id="caller-data-heading">
        The caller’s data
      </h2>
      {outcome &&
        (outcome.isError ? (
          <div className="govuk-error-summary" role="alert" tabIndex={-1} ref={outcomeRef}>
            <ProblemMessage className="govuk-body govuk-!-margin-bottom-0">
              {outcome.text}
            </ProblemMessage>
          </div>
        ) : (
          <div className="govuk-inset-text" role="status" tabIndex={-1} ref={outcomeRef}>
            {outcome.text}
          </div>
        ))}
      {!isErased && (
        <>
          <p className="govuk-body">
            The caller has no online account, so their requests for a copy of their data or for
            erasure are made here by an administrator.
          </p>
          <div className="govuk-button-group">
            <button
              type="button"
              className="govuk-button govuk-button--secondary"
              aria-disabled={download.isPending || undefined}
              onClick={onDownload}
            >
              Download the caller’s data
            </button>
            {!isConfirming && (
              <button
                type="button"
                ref={openerRef}
                className="govuk-button govuk-button--warning"
                onClick={() => {
                  setOutcome(null);
                  ask();
                }}
              >
                Erase the caller’s record
              </button>
            )}
          </div>
          <div aria-live="polite">
            {download.isPending && <LoadingSpinner label="Preparing the caller’s data…" />}
            {objectUrl && !download.isPending && (
              <p className="govuk-body">
                The caller’s data is ready.{' '}
                <a className="govuk-link" href={objectUrl} download={fileName} ref={linkRef}>
                  Save the caller’s data again
                </a>
              </p>
            )}
          </div>
          {isConfirming && (
            <div role="group" aria-labelledby="erase-caller-question">
              <p className="govuk-body" id="erase-caller-question">
                Erase the caller’s record? Their name, contact details and anything not submitted
                are deleted; the submission stays as it was sent. This cannot be undone.
              </p>
              <ConfirmButtons
                confirmLabel="Yes, erase the caller’s record"
                confirmRef={focusRef}
                isPending={erase.isPending}
                onConfirm={() => void onErase()}
                onCancel={cancel}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
