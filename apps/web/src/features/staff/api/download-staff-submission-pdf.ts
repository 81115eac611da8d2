import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-error.ts';
import { publishRequestError } from '../../../lib/request-events.ts';
import { readToken } from '../../../lib/session-store.ts';

/** GET /internal/v1/staff/submissions/{id}/pdf: the stored PDF, as a file. A plain fetch
 * because the answer is not JSON; failures still become the one ApiError shape. */
export async function downloadStaffSubmissionPdf(id: string): Promise<Blob> {
  const token = readToken();
  const method = 'GET';
  let response: Response;
  try {
    response = await fetch(`/internal/v1/staff/submissions/${encodeURIComponent(id)}/pdf`, {
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

export const useDownloadStaffSubmissionPdf = (id: string) =>
  useMutation({ mutationFn: () => downloadStaffSubmissionPdf(id) });
