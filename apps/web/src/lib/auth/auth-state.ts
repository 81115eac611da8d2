import type { UserProfile } from '@csa/contracts';

/** A token arrived in the address that this browser did not ask for, or while another account
 * is signed in: nothing changes until the resident chooses. */
export interface PendingSwitch {
  otherUser: UserProfile;
  otherToken: string;
  /** The resident chose the other account and its profile is loading. */
  isSwitching: boolean;
}

/**
 * Where this tab's sign-in is (spec §4 "Authentication"): one status, so that, for example,
 * a tab can never be both signed in and showing the failure screen. Every status names `user`
 * and `pendingSwitch`, empty where it cannot have them, so a page may read them without asking.
 */
export type AuthState =
  /** The start-up check runs; `user` is the profile this tab stored earlier, if any, for the
   * header to hold the place of what it will most likely show. */
  | { status: 'starting'; user: UserProfile | null; pendingSwitch: null }
  | { status: 'signedIn'; user: UserProfile; pendingSwitch: PendingSwitch | null }
  | { status: 'signedOut'; user: null; pendingSwitch: PendingSwitch | null }
  /** The server ended a sign-in this tab was using (idle limit, or signed out elsewhere). */
  | { status: 'sessionEnded'; user: null; pendingSwitch: null }
  /** The start-up check failed other than by finding nobody signed in: the authentication
   * failure screen. */
  | { status: 'failed'; user: null; pendingSwitch: null };

export type AuthStatus = AuthState['status'];

export function signedOut(pendingSwitch: PendingSwitch | null = null): AuthState {
  return { status: 'signedOut', user: null, pendingSwitch };
}

export function signedInAs(
  user: UserProfile,
  pendingSwitch: PendingSwitch | null = null,
): AuthState {
  return { status: 'signedIn', user, pendingSwitch };
}
