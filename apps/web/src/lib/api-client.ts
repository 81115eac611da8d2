import type { z } from 'zod';
import { ApiError, toApiError } from './api-error.ts';
import {
  publishRequestError,
  publishSessionActivity,
  publishSignInEnded,
} from './request-events.ts';
import { readToken } from './session-store.ts';

export interface RequestOptions<T extends z.ZodType> {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Parses the response; a response that does not match is treated as a server fault. */
  schema?: T;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Errors the caller handles itself are not announced in the banners. `client-errors`
   * leaves only refusals (below 500) to the caller: a server fault or no answer at all still
   * raises the banner of spec §8, as for a call that is not quiet. `server-errors` is the
   * reverse, for a caller that offers its own retry: a fault or no answer is left to it,
   * while an ended sign-in (401) or a refusal still raises the banner with Log in. */
  isQuiet?: boolean | 'client-errors' | 'server-errors';
  /** A call the server answers for anyone (the help links, a reset or confirmation link): it
   * goes without the sign-in, as it neither needs it nor keeps it alive on the server, so it
   * must not count as the tab's activity either (the idle warning would come too late). */
  isPublic?: boolean;
}

/**
 * Every call to the server goes through here: the bearer token from session storage, JSON in
 * and out, and one error shape (ApiError) whatever went wrong, published on the request error
 * channel.
 */
export async function apiRequest<T extends z.ZodType = z.ZodUnknown>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<z.infer<T>> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A token given by the caller (a new sign-in being checked) wins over the stored one;
  // otherwise the profile of a new token would be fetched as the old account.
  const token = options.isPublic ? null : readToken();
  if (token && headers.Authorization === undefined) headers.Authorization = `Bearer ${token}`;
  // Only the stored sign-in speaks for the tab's session; a token passed by the caller (the
  // one in the address at start-up, the old one on logout) does not.
  const usesStoredToken = token !== null && headers.Authorization === `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // No response at all: offline, DNS, the server down. Reported as a 5xx-like failure.
    const error = toApiError(undefined, method, { message: 'Could not reach the server.' });
    if (isAnnounced(error, options.isQuiet)) publishRequestError(error);
    throw error;
  }

  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    const error = toApiError(response.status, method, body);
    if (response.status === 401 && usesStoredToken) publishSignInEnded();
    if (error.status >= 400 && error.status !== 404) {
      console.warn(`${error.method} ${url.pathname} failed with ${error.status}`);
    }
    if (isAnnounced(error, options.isQuiet)) publishRequestError(error);
    throw error;
  }
  if (usesStoredToken) publishSessionActivity();
  if (!options.schema) return body as z.infer<T>;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      500,
      method.toUpperCase(),
      [],
      'Server responded with an unexpected answer.',
    );
  }
  return parsed.data;
}

function isAnnounced(error: ApiError, isQuiet: RequestOptions<z.ZodType>['isQuiet']): boolean {
  if (isQuiet === 'client-errors') return error.status >= 500;
  if (isQuiet === 'server-errors') return error.status < 500;
  return !isQuiet;
}
