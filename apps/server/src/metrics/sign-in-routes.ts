import type { SignInMethod } from './service-metrics.ts';

/** The calls that sign someone in, by method and route pattern: a 401 from one is a failed
 * sign-in, a lockout refusal a lockout. Other calls' refusals (a stale session, a reset link)
 * are not sign-in attempts. */
const signInRoutes: Readonly<Record<string, SignInMethod>> = {
  'POST /auth/login': 'password',
  'POST /auth/login/totp': 'two-step',
  'POST /auth/login/mobile/verify': 'mobile',
  'POST /auth/login/agent': 'pin',
};

export function signInMethodOf(method: string, routePattern: string | undefined) {
  return signInRoutes[`${method} ${routePattern}`];
}
