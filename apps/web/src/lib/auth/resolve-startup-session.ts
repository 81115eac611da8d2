import type { UserProfile } from '@csa/contracts';
import { ApiError } from '../api-error.ts';
import { signedInAs, signedOut, type AuthState } from './auth-state.ts';

/** What the tab knows at start-up before asking the server anything. */
export interface StartupFacts {
  /** A sign-in token the address carried. */
  tokenInAddress: string | null;
  /** Whether this browser asked the gateway for that token (decision 0100). */
  isAskedFor: boolean;
  /** The token this tab stored at an earlier sign-in. */
  storedToken: string | null;
}

/** The start-up check's first call, and where it leads. */
export type StartupPlan =
  | { step: 'signOut' }
  /** Checked on the server; if valid, the profile is loaded and the tab signed in. */
  | { step: 'validateStoredToken'; token: string }
  | { step: 'signInWithAddressToken'; token: string }
  /** The profile of the token is loaded to name the account, and the resident asked. */
  | { step: 'askBeforeSignIn'; token: string }
  /** Both profiles are loaded; if the stored one is no longer good, `ifStoredTokenFails`. */
  | {
      step: 'compareAccounts';
      storedToken: string;
      addressToken: string;
      ifStoredTokenFails: StartupPlan;
    };

/**
 * The sign-in state machine of spec §4 "Authentication", as far as it can be decided without
 * the server: a token in the address wins, asking the resident first unless this browser asked
 * the gateway for it, and never silently replacing another account signed in here (what the
 * resident writes next would go to the other account); else a stored token is checked on the
 * server; else signed out.
 */
export function resolveStartupSession(facts: StartupFacts): StartupPlan {
  const { tokenInAddress, isAskedFor, storedToken } = facts;
  if (tokenInAddress && storedToken && tokenInAddress !== storedToken) {
    return {
      step: 'compareAccounts',
      storedToken,
      addressToken: tokenInAddress,
      ifStoredTokenFails: resolveStartupSession({ ...facts, storedToken: null }),
    };
  }
  if (tokenInAddress && !isAskedFor && tokenInAddress !== storedToken) {
    // Session storage belongs to the tab, so a link opened in a new tab finds nobody signed
    // in; signing in from it unasked would let whoever made the link receive what the
    // resident writes next (decision 0100).
    return { step: 'askBeforeSignIn', token: tokenInAddress };
  }
  if (tokenInAddress) return { step: 'signInWithAddressToken', token: tokenInAddress };
  if (storedToken) return { step: 'validateStoredToken', token: storedToken };
  return { step: 'signOut' };
}

/** Signed in as the stored account; the resident is asked only if the address names another. */
export function stateAfterComparingAccounts(
  current: UserProfile,
  other: UserProfile | null,
  otherToken: string,
): AuthState {
  if (!other || other.id === current.id) return signedInAs(current);
  return signedInAs(current, { otherUser: other, otherToken, isSwitching: false });
}

/**
 * Spec §4: a 404 on the profile means signed out, any other failure shows the authentication
 * failure screen; a stored token the server refuses (any answer below 500) simply means
 * signed out.
 */
export function stateAfterStartupFailure(call: 'profile' | 'validate', error: unknown): AuthState {
  const isSignedOut =
    error instanceof ApiError && (call === 'validate' ? error.status < 500 : error.status === 404);
  return isSignedOut ? signedOut() : { status: 'failed', user: null, pendingSwitch: null };
}
