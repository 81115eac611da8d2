import { useState } from 'react';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';
import { useDownloadStaffSubmissionPdf } from '../api/download-staff-submission-pdf.ts';

/** Saves the stored PDF of a submission, named by its reference. */
export function DownloadSubmissionPdf(props: { submissionId: string; reference: string | null }) {
  const download = useDownloadStaffSubmissionPdf(props.submissionId);
  const [isFailed, setIsFailed] = useState(false);
  const onDownload = async () => {
    // Focusable while busy (aria-disabled, not disabled): focus stays here, not on the body.
    if (download.isPending) return;
    setIsFailed(false);
    try {
      const blob = await download.mutateAsync();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `assessment-${(props.reference ?? props.submissionId).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setIsFailed(true);
    }
  };
  return (
    <>
      {isFailed && <ProblemMessage isAlert>Could not download the PDF. Try again.</ProblemMessage>}
      <button
        type="button"
        className="govuk-button govuk-button--secondary"
        aria-disabled={download.isPending}
        onClick={() => void onDownload()}
      >
        Download PDF
      </button>
    </>
  );
}
