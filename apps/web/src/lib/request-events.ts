import type { ApiError } from './api-error.ts';

/** Request errors are published here (spec §7) so the banners, the auth layer and anything
 * else can react without the caller knowing about them. */
const channel = new EventTarget();
const eventName = 'request-error';

export function publishRequestError(error: ApiError): void {
  channel.dispatchEvent(new CustomEvent<ApiError>(eventName, { detail: error }));
}

export function subscribeToRequestErrors(listener: (error: ApiError) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ApiError>).detail);
  channel.addEventListener(eventName, handler);
  return () => channel.removeEventListener(eventName, handler);
}

/**
 * The server refused the stored token (401): the sign-in ended, by idling past the limit or
 * by signing out elsewhere. The auth layer signs the tab out but leaves the page's drafts.
 */
const signInEndedEvent = 'sign-in-ended';
/** A request with the stored token succeeded, so the server's idle clock started again. */
const sessionActivityEvent = 'session-activity';

export function publishSignInEnded(): void {
  channel.dispatchEvent(new Event(signInEndedEvent));
}

export function subscribeToSignInEnded(listener: () => void): () => void {
  channel.addEventListener(signInEndedEvent, listener);
  return () => channel.removeEventListener(signInEndedEvent, listener);
}

export function publishSessionActivity(): void {
  channel.dispatchEvent(new Event(sessionActivityEvent));
}

export function subscribeToSessionActivity(listener: () => void): () => void {
  channel.addEventListener(sessionActivityEvent, listener);
  return () => channel.removeEventListener(sessionActivityEvent, listener);
}
