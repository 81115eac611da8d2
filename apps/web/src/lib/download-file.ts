import { toApiError } from './api-error.ts';
import { publishRequestError } from './request-events.ts';
import { readToken } from './session-store.ts';

/**
 * GETs a file (a PDF) with the stored bearer token. A plain fetch rather than apiRequest
 * because the answer is not JSON; failures still become the one ApiError shape and reach the
 * banners.
 */
export async function downloadFile(url: string, accept: string): Promise<Blob> {
  const token = readToken();
  const method = 'GET';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: accept,
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
