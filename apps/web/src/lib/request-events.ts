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
