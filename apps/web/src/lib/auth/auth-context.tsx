import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { UserProfile } from '@csa/contracts';
import { staffRoleNames } from '@csa/contracts/role-names';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { paths } from '../../config/paths.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { subscribeToSignInEnded } from '../../lib/request-events.ts';
import {
  readJson,
  readToken,
  removeDrafts,
  sessionKeys,
  writeValue,
} from '../../lib/session-store.ts';
import { gatewayUrl, saveCurrentPage, takeTokenFromAddress } from './auth-gateway.ts';
import { consumeSignInState, createSignInState } from './sign-in-state.ts';

/** A token arrived in the address that this browser did not ask for, or while another account
 * is signed in: nothing changes until the resident chooses. */
export interface PendingSwitch {
  otherUser: UserProfile;
  otherToken: string;
}

interface AuthState {
  initializing: boolean;
  updating: boolean;
  isAuthenticated: boolean;
  hasFailed: boolean;
  /** The server ended a sign-in this tab was using (idle limit, or signed out elsewhere). */
  hasSessionEnded: boolean;
  user: UserProfile | null;
  pendingSwitch: PendingSwitch | null;
}

interface AuthContextValue extends AuthState {
  login: () => void;
  signUp: () => void;
  logout: () => Promise<void>;
  /** Stores a token from the built-in sign-in pages and loads the profile. */
  acceptToken: (token: string) => Promise<void>;
  refreshUser: () => Promise<void>;
  /** Signs the tab out because the sign-in ended; drafts of unsaved answers stay. */
  endSession: () => void;
  /** Any authenticated request restarts the server's idle clock; this is the cheapest. */
  extendSession: () => Promise<void>;
  /** Answers a pending switch: stay as the signed-in account, or sign in as the other. */
  keepCurrentAccount: () => void;
  switchToOtherAccount: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function fetchProfile(gateway: string, token?: string): Promise<UserProfile> {
  // The server validates this response against userProfileSchema; no zod on the first page.
  const response = await apiRequest<never>('GET', `${gateway}/internal/v1/userProfile`, {
    headers: {
      'Cache-Control': 'no-store',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    isQuiet: true,
  });
  return (response as { data: UserProfile }).data;
}

function signedOut(): AuthState {
  return {
    initializing: false,
    updating: false,
    isAuthenticated: false,
    hasFailed: false,
    hasSessionEnded: false,
    user: null,
    pendingSwitch: null,
  };
}

function signedInAs(user: UserProfile): AuthState {
  return { ...signedOut(), isAuthenticated: true, user };
}

/**
 * The sign-in state machine of spec §4 "Authentication": a token in the address wins (asking
 * the resident first unless this browser asked the gateway for it), then a stored token
 * validated on the server, else signed out. A 404 on the profile means signed
 * out; any other failure shows the authentication failure screen.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { accountGatewayUrl, staffSignInEnabled } = useRuntimeConfig();
  const gateway = accountGatewayUrl.replace(/\/$/, '');
  const navigate = useNavigate();
  // The token in the address and whether this browser asked for it, read once per page load:
  // checking the state uses it up, and React may run the start-up effect twice.
  const arrival = useRef<{ token: string; isAskedFor: boolean } | null | undefined>(undefined);
  const [state, setState] = useState<AuthState>(() => ({
    initializing: true,
    updating: false,
    isAuthenticated: false,
    hasFailed: false,
    hasSessionEnded: false,
    user: readJson<UserProfile>(sessionKeys.user),
    pendingSwitch: null,
  }));

  const clearSession = useCallback(() => {
    writeValue(sessionKeys.token, null);
    writeValue(sessionKeys.user, null);
    writeValue(sessionKeys.session, null);
  }, []);

  const signIn = useCallback(
    async (token: string) => {
      // Every token change loads the profile of that token, so the header, the stored user
      // and the token always name the same account.
      const user = await fetchProfile(gateway, token);
      writeValue(sessionKeys.token, token);
      writeValue(sessionKeys.user, user);
      setState(signedInAs(user));
    },
    [gateway],
  );

  const returnToSavedPage = useCallback(() => {
    const saved = window.sessionStorage.getItem(sessionKeys.savedPage);
    writeValue(sessionKeys.savedPage, null);
    void navigate(saved && saved.startsWith('/') ? saved : window.location.pathname, {
      replace: true,
    });
  }, [navigate]);

  useEffect(() => {
    let isCancelled = false;
    const fail = (error: unknown) => {
      if (isCancelled) return;
      clearSession();
      if (error instanceof ApiError && error.status === 404) setState(signedOut());
      else setState({ ...signedOut(), hasFailed: true });
    };
    async function start() {
      if (arrival.current === undefined) {
        const taken = takeTokenFromAddress(navigate);
        arrival.current = taken && {
          token: taken.token,
          isAskedFor: consumeSignInState(taken.state),
        };
      }
      const tokenInAddress = arrival.current?.token;
      const stored = readToken();
      if (tokenInAddress && stored && tokenInAddress !== stored) {
        const current = await fetchProfile(gateway, stored).catch(() => null);
        if (current) {
          // A link that signs in as someone else must never silently replace the resident's
          // own session: what they write next would go to the other account.
          const otherUser = await fetchProfile(gateway, tokenInAddress).catch(() => null);
          writeValue(sessionKeys.user, current);
          if (isCancelled) return;
          if (otherUser && otherUser.id !== current.id) {
            setState({
              ...signedInAs(current),
              pendingSwitch: { otherUser, otherToken: tokenInAddress },
            });
          } else {
            setState(signedInAs(current));
          }
          return;
        }
      }
      if (tokenInAddress && !arrival.current?.isAskedFor && tokenInAddress !== stored) {
        // Session storage belongs to the tab, so a link opened in a new tab finds nobody signed
        // in; signing in from it unasked would let whoever made the link receive what the
        // resident writes next (decision 0100).
        const otherUser = await fetchProfile(gateway, tokenInAddress);
        clearSession();
        if (isCancelled) return;
        setState({ ...signedOut(), pendingSwitch: { otherUser, otherToken: tokenInAddress } });
        return;
      }
      if (tokenInAddress) {
        await signIn(tokenInAddress);
        if (!isCancelled) returnToSavedPage();
        return;
      }
      if (!stored) {
        setState(signedOut());
        return;
      }
      try {
        await apiRequest('POST', `${gateway}/internal/validate`, { isQuiet: true });
      } catch (error) {
        // An invalid or expired token simply means signed out.
        if (error instanceof ApiError && error.status < 500) {
          clearSession();
          if (!isCancelled) setState(signedOut());
          return;
        }
        throw error;
      }
      await signIn(stored);
    }
    start().catch(fail);
    return () => {
      isCancelled = true;
    };
    // Runs once at start-up, as the spec's state machine does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const endSession = useCallback(() => {
    // Only a sign-in that was in use can end; a stale token found at start-up is simply
    // signed out by the start-up check.
    setState((current) => {
      if (!current.isAuthenticated) return current;
      clearSession();
      return { ...signedOut(), hasSessionEnded: true };
    });
  }, [clearSession]);

  useEffect(() => subscribeToSignInEnded(endSession), [endSession]);

  const extendSession = useCallback(async () => {
    await apiRequest('POST', `${gateway}/internal/validate`, { isQuiet: true });
  }, [gateway]);

  const keepCurrentAccount = useCallback(() => {
    setState((current) => ({ ...current, pendingSwitch: null }));
  }, []);

  const switchToOtherAccount = useCallback(async () => {
    const pending = state.pendingSwitch;
    if (!pending) return;
    setState((current) => ({ ...current, updating: true }));
    try {
      await signIn(pending.otherToken);
    } catch {
      clearSession();
      setState(signedOut());
    }
  }, [clearSession, signIn, state.pendingSwitch]);

  const goToGateway = useCallback(
    (view: 'login' | 'signUp') => {
      saveCurrentPage();
      // The built-in pages hand the token over inside the tab, never through the address.
      if (gateway) window.location.assign(gatewayUrl(gateway, view, createSignInState()));
      else void navigate(view === 'login' ? paths.login.getHref() : paths.signUp.getHref());
    },
    [gateway, navigate],
  );

  const logout = useCallback(async () => {
    const oldToken = readToken();
    // With the council's provider on, staff can only have signed in through it (decision 0127).
    const isProviderStaff =
      staffSignInEnabled &&
      Boolean(
        state.user?.roleNames.some((role) => (staffRoleNames as readonly string[]).includes(role)),
      );
    clearSession();
    removeDrafts();
    saveCurrentPage();
    setState(signedOut());
    if (isProviderStaff && oldToken) {
      // Ending the provider's session too stops the next person at a shared desk being
      // signed straight back in as this member.
      const answer = await apiRequest<never>('POST', '/auth/staff/sign-out', {
        headers: { Authorization: `Bearer ${oldToken}` },
        isQuiet: true,
      }).catch(() => null);
      const address = (answer as { data?: { providerSignOutUrl?: string | null } } | null)?.data
        ?.providerSignOutUrl;
      window.location.assign(address ?? paths.login.getHref());
      return;
    }
    // The sign-in ends on this server whether or not a gateway is configured: the token is
    // this server's session, and going to the gateway alone would leave it open until its
    // idle limit (decision 0086).
    if (oldToken) {
      await apiRequest('POST', '/auth/logout', {
        headers: { Authorization: `Bearer ${oldToken}` },
        isQuiet: true,
      }).catch(() => undefined);
    }
    if (gateway && oldToken) {
      const url = new URL(`${gateway}/logout`);
      url.searchParams.set('redirect_uri', window.location.origin);
      window.location.assign(url.toString());
      return;
    }
    window.location.assign('/');
  }, [clearSession, gateway, staffSignInEnabled, state.user]);

  const refreshUser = useCallback(async () => {
    setState((current) => ({ ...current, updating: true }));
    try {
      const user = await fetchProfile(gateway);
      writeValue(sessionKeys.user, user);
      setState((current) => ({ ...current, updating: false, user }));
    } catch {
      // Spec §4: a failed refresh of the user signs the user out.
      clearSession();
      setState(signedOut());
    }
  }, [clearSession, gateway]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login: () => goToGateway('login'),
      signUp: () => goToGateway('signUp'),
      logout,
      acceptToken: signIn,
      refreshUser,
      endSession,
      extendSession,
      keepCurrentAccount,
      switchToOtherAccount,
    }),
    [
      state,
      goToGateway,
      logout,
      signIn,
      refreshUser,
      endSession,
      extendSession,
      keepCurrentAccount,
      switchToOtherAccount,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('AuthProvider is missing');
  return context;
}
