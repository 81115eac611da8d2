import * as oidc from 'openid-client';
import { type Config, isLoopbackHttp } from '../config/index.ts';

/**
 * The council's OpenID Connect provider as openid-client sees it, discovered from its issuer
 * URL on first use and kept; a failed discovery is tried again at the next sign-in rather than
 * kept. Plain http is allowed only for a provider on this machine (the tests' own).
 */
export function staffIdentityProvider(
  config: Config,
  now: () => Date,
): () => Promise<oidc.Configuration> {
  let discovered: Promise<oidc.Configuration> | null = null;
  async function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(config.STAFF_OIDC_ISSUER_URL);
    return oidc.discovery(
      issuer,
      config.STAFF_OIDC_CLIENT_ID,
      // Token times are judged by the service's clock (tests move it), not the wall clock.
      { [oidc.clockSkew]: Math.round((now().getTime() - Date.now()) / 1000) },
      oidc.ClientSecretPost(config.STAFF_OIDC_CLIENT_SECRET),
      isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {},
    );
  }
  return () => {
    discovered ??= discover().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };
}
