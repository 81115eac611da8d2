import { sessionKeys, writeValue } from '../../lib/session-store.ts';

/** Remembers where the resident was, so sign-in returns them there (spec §4 step 4). */
export function saveCurrentPage(): void {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  params.delete('token');
  const query = params.toString();
  writeValue(sessionKeys.savedPage, `${pathname}${query ? `?${query}` : ''}${hash}`);
}

/** Where to send the resident to sign in: the configured gateway, or the built-in pages. */
export function gatewayUrl(gateway: string, view: 'login' | 'signUp'): string | null {
  if (!gateway) return null;
  const url = new URL(gateway);
  url.searchParams.set('view', view);
  url.searchParams.set('redirect_uri', window.location.origin);
  return url.toString();
}
