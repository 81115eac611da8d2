import type { NavigateFunction } from 'react-router';
import { sessionKeys, writeValue } from '../../lib/session-store.ts';

/** Takes a sign-in token out of the address at once, replacing the history entry, so it is in
 * neither the address bar nor the history whatever happens next (spec §4 step 1). */
export function takeTokenFromAddress(navigate: NavigateFunction): string | null {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (!token) return null;
  params.delete('token');
  const query = params.toString();
  void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
  return token;
}

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
