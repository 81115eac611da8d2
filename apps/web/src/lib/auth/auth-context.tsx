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
import { subscribeToSignInEnded } from '../../lib/request-events.ts';
import {
  readJson,
  readToken,
  readValue,
  removeDrafts,
  sessionKeys,
  writeValue,
} from '../../lib/session-store.ts';
import { gatewayUrl, saveCurrentPage, takeTokenFromAddress } from './auth-gateway.ts';
import { signedInAs, signedOut, type AuthState } from './auth-state.ts';
import {
  resolveStartupSession,
  stateAfterComparingAccounts,
  stateAfterStartupFailure,
  type StartupPlan,
} from './resolve-startup-session.ts';
import { consumeSignInState, createSignInState } from './sign-in-state.ts';

export type { AuthState, AuthStatus, PendingSwitch } from './auth-state.ts';

interface AuthActions {
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

type AuthContextValue = AuthState & AuthActions;

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

/**
 * The sign-in state machine of spec §4 "Authentication": what start-up does is decided by
 * resolveStartupSession, and carried out here against the server.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { accountGatewayUrl, staffSignInEnabled } = useRuntimeConfig();
  const gateway = accountGatewayUrl.replace(/\/$/, '');
  const navigate = useNavigate();
  // The token in the address and whether this browser asked for it, read once per page load:
  // checking the state uses it up, and React may run the start-up effect twice.
  const arrival = useRef<{ token: string; isAskedFor: boolean } | null | undefined>(undefined);
  const [state, setState] = useState<AuthState>(() => ({
    status: 'starting',
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
    const saved = readValue(sessionKeys.savedPage);
    writeValue(sessionKeys.savedPage, null);
    void navigate(saved && saved.startsWith('/') ? saved : window.location.pathname, {
      replace: true,
    });
  }, [navigate]);

  useEffect(() => {
    let isCancelled = false;
    const settle = (next: AuthState) => {
      if (!isCancelled) setState(next);
    };
    async function carryOut(plan: StartupPlan): Promise<void> {
      switch (plan.step) {
        case 'signOut':
          settle(signedOut());
          return;
        case 'compareAccounts': {
          const current = await fetchProfile(gateway, plan.storedToken).catch(() => null);
          if (!current) return carryOut(plan.ifStoredTokenFails);
          const otherUser = await fetchProfile(gateway, plan.addressToken).catch(() => null);
          writeValue(sessionKeys.user, current);
          settle(stateAfterComparingAccounts(current, otherUser, plan.addressToken));
          return;
        }
        case 'askBeforeSignIn': {
          const otherUser = await fetchProfile(gateway, plan.token);
          clearSession();
          settle(signedOut({ otherUser, otherToken: plan.token, isSwitching: false }));
          return;
        }
        case 'signInWithAddressToken':
          await signIn(plan.token);
          if (!isCancelled) returnToSavedPage();
          return;
        case 'validateStoredToken':
          try {
            await apiRequest('POST', `${gateway}/internal/validate`, { isQuiet: true });
          } catch (error) {
            if (isCancelled) return;
            clearSession();
            setState(stateAfterStartupFailure('validate', error));
            return;
          }
          await signIn(plan.token);
      }
    }
    if (arrival.current === undefined) {
      const taken = takeTokenFromAddress(navigate);
      arrival.current = taken && {
        token: taken.token,
        isAskedFor: consumeSignInState(taken.state),
      };
    }
    const plan = resolveStartupSession({
      tokenInAddress: arrival.current?.token ?? null,
      isAskedFor: arrival.current?.isAskedFor ?? false,
      storedToken: readToken(),
    });
    carryOut(plan).catch((error: unknown) => {
      if (isCancelled) return;
      clearSession();
      setState(stateAfterStartupFailure('profile', error));
    });
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
      if (current.status !== 'signedIn') return current;
      clearSession();
      return { status: 'sessionEnded', user: null, pendingSwitch: null };
    });
  }, [clearSession]);

  useEffect(() => subscribeToSignInEnded(endSession), [endSession]);

  const extendSession = useCallback(async () => {
    await apiRequest('POST', `${gateway}/internal/validate`, { isQuiet: true });
  }, [gateway]);

  const keepCurrentAccount = useCallback(() => {
    setState((current) => {
      if (current.status === 'signedIn') return signedInAs(current.user);
      return current.status === 'signedOut' ? signedOut() : current;
    });
  }, []);

  const switchToOtherAccount = useCallback(async () => {
    const pending = state.pendingSwitch;
    if (!pending) return;
    setState((current) =>
      current.pendingSwitch
        ? { ...current, pendingSwitch: { ...current.pendingSwitch, isSwitching: true } }
        : current,
    );
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
    try {
      const user = await fetchProfile(gateway);
      writeValue(sessionKeys.user, user);
      setState((current) => (current.status === 'signedIn' ? { ...current, user } : current));
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
