import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';

/** The council's PDF of a submitted assessment, rendered by the server from what it stored. */
export function downloadAssessmentPdf(formId: string): Promise<Blob> {
  return downloadFile(`/internal/v1/form/${encodeURIComponent(formId)}/pdf`, 'application/pdf');
}

export function useDownloadAssessmentPdf(formId: string) {
  return useMutation({ mutationFn: () => downloadAssessmentPdf(formId) });
}
