import { createPath, type NavigateFunction, type Path } from 'react-router';
import { sessionKeys, writeValue } from '../../lib/session-store.ts';

/** What a gateway sends back in the address: the session token, and the state it was given. */
export interface TokenInAddress {
  token: string;
  state: string | null;
}

/** The page's address without what the gateway sent back. */
function addressWithoutSignIn(): Path {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  params.delete('token');
  params.delete('state');
  const query = params.toString();
  return { pathname, search: query ? `?${query}` : '', hash };
}

/** Takes a sign-in token (and its state) out of the address at once, replacing the history
 * entry, so it is in neither the address bar nor the history whatever happens next (spec §4
 * step 1). The history entry is replaced here, synchronously: the router's own navigation
 * waits for the page's code, which on a slow connection comes well after the sign-in. The
 * router is then told, keeping its entry's state, so its location drops the token too. */
export function takeTokenFromAddress(navigate: NavigateFunction): TokenInAddress | null {
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token');
  if (!token) return null;
  const cleaned = addressWithoutSignIn();
  window.history.replaceState(window.history.state, '', createPath(cleaned));
  void navigate(cleaned, { replace: true });
  return { token, state: params.get('state') };
}

/** Remembers where the resident was, so sign-in returns them there (spec §4 step 4). */
export function saveCurrentPage(): void {
  writeValue(sessionKeys.savedPage, createPath(addressWithoutSignIn()));
}

/** The configured gateway's sign-in address, with the one-time state it is to send back with
 * the token (decision 0100). */
export function gatewayUrl(gateway: string, view: 'login' | 'signUp', state: string): string {
  const url = new URL(gateway);
  url.searchParams.set('view', view);
  url.searchParams.set('redirect_uri', window.location.origin);
  url.searchParams.set('state', state);
  return url.toString();
}
