import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-error.ts';
import { publishRequestError } from '../../../lib/request-events.ts';
import { readToken } from '../../../lib/session-store.ts';

/** The council's PDF of a submitted assessment, rendered by the server from what it stored.
 * A plain fetch rather than apiRequest because the answer is a file, not JSON; failures still
 * become the one ApiError shape and reach the banners. */
export async function downloadAssessmentPdf(formId: string): Promise<Blob> {
  const token = readToken();
  const method = 'GET';
  let response: Response;
  try {
    response = await fetch(`/internal/v1/form/${encodeURIComponent(formId)}/pdf`, {
      method,
      headers: {
        Accept: 'application/pdf',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    const error = toApiError(undefined, method, { message: 'Could not reach the server.' });
    publishRequestError(error);
    throw error;
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const error = toApiError(response.status, method, body);
    publishRequestError(error);
    throw error;
  }
  return response.blob();
}

export function useDownloadAssessmentPdf(formId: string) {
  return useMutation({ mutationFn: () => downloadAssessmentPdf(formId) });
}
