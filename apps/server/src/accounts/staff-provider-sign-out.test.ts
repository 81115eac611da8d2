import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { ProviderBrowser, startOidcProvider } from '../testing/start-oidc-provider.ts';

const databases = await testDatabases();
const redirectUri = 'http://localhost:3000/staff/sign-in/return';
const signedOutUri = 'http://localhost:3000/login';
const client = { clientId: 'care-self-assessment', clientSecret: 'a-loopback-client-secret' };

type SignedIn = { data: { token: string } };
type SignedOut = { data: { providerSignOutUrl: string | null } };

/**
 * Signing out of a session from the council's identity provider ends it here and gives the
 * address that ends the member's session at the provider too (RP-initiated logout), so the
 * next person at a shared desk is asked to sign in at the provider again.
 */
describe.each(databases)(
  'staff sign-out through the council identity provider on $name',
  (database) => {
    let provider: Awaited<ReturnType<typeof startOidcProvider>>;
    let app: FastifyInstance;
    let close: () => Promise<void>;

    beforeAll(async () => {
      provider = await startOidcProvider({
        ...client,
        redirectUri,
        postLogoutRedirectUri: signedOutUri,
      });
      provider.accounts.set('member-1', {
        email: 'one@council.example',
        name: 'One',
        groups: ['cs'],
      });
      ({ app, close } = await buildTestApp(database, {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        PUBLIC_BASE_URL: 'http://localhost:3000',
        STAFF_OIDC_ISSUER_URL: provider.issuer,
        STAFF_OIDC_CLIENT_ID: client.clientId,
        STAFF_OIDC_CLIENT_SECRET: client.clientSecret,
        STAFF_OIDC_REDIRECT_URL: redirectUri,
        STAFF_OIDC_GROUP_ROLES: 'cs=customer-services',
      }));
    });
    afterAll(async () => {
      await close();
      await provider.close();
    });

    async function signIn(browser: ProviderBrowser, on = app): Promise<string> {
      const started = await on.inject({ method: 'POST', url: '/auth/staff/sign-in' });
      const { authorizationUrl, attempt } = started.json<{
        data: { authorizationUrl: string; attempt: string };
      }>().data;
      const returned = await browser.signIn(authorizationUrl, 'member-1', redirectUri);
      const answer = await on.inject({
        method: 'POST',
        url: '/auth/staff/sign-in/return',
        payload: { attempt, returnParameters: returned.search.slice(1) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<SignedIn>().data.token;
    }
    const inbox = (token: string) =>
      app.inject({
        url: '/internal/v1/staff/submissions',
        headers: { authorization: `Bearer ${token}` },
      });

    it('ends the session here and at the provider', async () => {
      const browser = new ProviderBrowser();
      await signIn(browser);
      expect(browser.wasLoginShown).toBe(true);
      const token = await signIn(browser);
      // The provider remembers the member: no login page the second time.
      expect(browser.wasLoginShown).toBe(false);

      const answer = await app.inject({
        method: 'POST',
        url: '/auth/staff/sign-out',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const url = new URL(answer.json<SignedOut>().data.providerSignOutUrl!);
      expect(url.origin).toBe(provider.issuer);
      expect(url.searchParams.get('client_id')).toBe(client.clientId);
      expect(url.searchParams.get('post_logout_redirect_uri')).toBe(signedOutUri);
      expect((await inbox(token)).statusCode).toBe(401);

      expect((await browser.signOut(url.href)).href).toBe(signedOutUri);
      await signIn(browser);
      expect(browser.wasLoginShown).toBe(true);
    });

    it('ends the session here alone when the provider offers no sign-out', async () => {
      const plain = await startOidcProvider({ ...client, redirectUri, hasEndSession: false });
      plain.accounts.set('member-1', { email: 'one@council.example', name: 'One', groups: ['cs'] });
      const other = await buildTestApp(database, {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        STAFF_OIDC_ISSUER_URL: plain.issuer,
        STAFF_OIDC_CLIENT_ID: client.clientId,
        STAFF_OIDC_CLIENT_SECRET: client.clientSecret,
        STAFF_OIDC_REDIRECT_URL: redirectUri,
        STAFF_OIDC_GROUP_ROLES: 'cs=customer-services',
      });
      try {
        const token = await signIn(new ProviderBrowser(), other.app);
        const answer = await other.app.inject({
          method: 'POST',
          url: '/auth/staff/sign-out',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json<SignedOut>().data.providerSignOutUrl).toBeNull();
        const after = await other.app.inject({
          url: '/internal/v1/staff/submissions',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(after.statusCode).toBe(401);
      } finally {
        await other.close();
        await plain.close();
      }
    });

    it('asks for a session', async () => {
      const answer = await app.inject({ method: 'POST', url: '/auth/staff/sign-out' });
      expect(answer.statusCode).toBe(401);
    });
  },
);
