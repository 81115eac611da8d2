import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';

/** GET /internal/v1/staff/submissions/{id}/pdf: the stored PDF, as a file. */
export function downloadStaffSubmissionPdf(id: string): Promise<Blob> {
  return downloadFile(
    `/internal/v1/staff/submissions/${encodeURIComponent(id)}/pdf`,
    'application/pdf',
  );
}

export const useDownloadStaffSubmissionPdf = (id: string) =>
  useMutation({ mutationFn: () => downloadStaffSubmissionPdf(id) });
