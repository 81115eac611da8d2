import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signInAtProvider, startOidcProvider } from '../testing/start-oidc-provider.ts';
import { startProviderRelay } from '../testing/start-provider-relay.ts';
import {
  staffGroupRequired,
  staffSignInFailed,
  staffSignInTimedOut,
} from './staff-sign-in-routes.ts';

const databases = await testDatabases();
const redirectUri = 'http://localhost:3000/staff/sign-in/return';
const client = { clientId: 'care-self-assessment', clientSecret: 'a-loopback-client-secret' };

type Started = { data: { authorizationUrl: string; attempt: string } };
type SignedIn = { data: { token: string; user: { id: string; roleNames: string[] } } };

/**
 * Staff sign-in through a real OpenID Connect provider (oidc-provider) on loopback, its login
 * and consent pages driven over HTTP as a browser would: the authorization code flow with
 * PKCE, state and nonce, roles from the groups claim read at every sign-in.
 */
describe.each(databases)(
  'staff sign-in through the council identity provider on $name',
  (database) => {
    let provider: Awaited<ReturnType<typeof startOidcProvider>>;
    let app: FastifyInstance;
    let close: () => Promise<void>;

    const environmentFor = (issuer: string) => ({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      STAFF_OIDC_ISSUER_URL: issuer,
      STAFF_OIDC_CLIENT_ID: client.clientId,
      STAFF_OIDC_CLIENT_SECRET: client.clientSecret,
      STAFF_OIDC_REDIRECT_URL: redirectUri,
      STAFF_OIDC_GROUP_ROLES: 'group-cs=customer-services, group-admins=admin',
    });

    beforeAll(async () => {
      provider = await startOidcProvider({ ...client, redirectUri });
      provider.accounts.set('member-1', {
        email: 'Member.One@council.example',
        name: 'Member One',
        groups: ['group-cs', 'group-unrelated'],
      });
      ({ app, close } = await buildTestApp(database, environmentFor(provider.issuer)));
    });
    afterAll(async () => {
      await close();
      await provider.close();
    });

    async function start(on = app): Promise<Started['data']> {
      const answer = await on.inject({ method: 'POST', url: '/auth/staff/sign-in' });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Started>().data;
    }
    const finish = (attempt: string, returnUrl: URL, on = app) =>
      on.inject({
        method: 'POST',
        url: '/auth/staff/sign-in/return',
        payload: { attempt, returnParameters: returnUrl.search.slice(1) },
      });
    const inbox = (token: string) =>
      app.inject({
        url: '/internal/v1/staff/submissions',
        headers: { authorization: `Bearer ${token}` },
      });

    async function signIn(subject: string) {
      const started = await start();
      const returned = await signInAtProvider(started.authorizationUrl, subject, redirectUri);
      return finish(started.attempt, returned);
    }

    it('asks the provider for a code with PKCE, state and nonce', async () => {
      const { authorizationUrl } = await start();
      const url = new URL(authorizationUrl);
      expect(url.origin).toBe(provider.issuer);
      expect(url.searchParams.get('client_id')).toBe(client.clientId);
      expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    });

    it('signs a member of staff in with the role their group gives, for at most 8 hours', async () => {
      const answer = await signIn('member-1');
      expect(answer.statusCode, answer.body).toBe(200);
      const { token, user } = answer.json<SignedIn>().data;
      expect(user.roleNames).toEqual(['customer-services']);
      expect((await inbox(token)).statusCode).toBe(200);
      const session = await app.db
        .selectFrom('app_session')
        .select(['created_at', 'expires_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(8 * 3_600_000);
      const account = await app.db
        .selectFrom('app_user')
        .select(['oidc_subject', 'email', 'password_hash'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(account).toEqual({
        oidc_subject: 'member-1',
        email: 'member.one@council.example',
        password_hash: null,
      });
    });

    it('takes the role away at the next sign-in once the member leaves the group', async () => {
      provider.accounts.set('member-2', {
        email: 'two@council.example',
        name: 'Two',
        groups: ['group-cs'],
      });
      const first = await signIn('member-2');
      const { token } = first.json<SignedIn>().data;
      expect((await inbox(token)).statusCode).toBe(200);

      provider.accounts.set('member-2', { email: 'two@council.example', name: 'Two', groups: [] });
      const second = await signIn('member-2');
      expect(second.statusCode).toBe(403);
      expect(second.json<{ message: string }>().message).toBe(staffGroupRequired);
      // The roles are the account's: the earlier session loses them too.
      expect((await inbox(token)).statusCode).toBe(403);

      provider.accounts.set('member-2', {
        email: 'two@council.example',
        name: 'Two',
        groups: ['group-admins'],
      });
      const third = await signIn('member-2');
      expect(third.json<SignedIn>().data.user.roleNames).toEqual(['admin']);
    });

    it('refuses an answer whose state is not the one this browser started with', async () => {
      const mine = await start();
      // This browser's request with another sign-in's state: PKCE and nonce still match.
      const other = await start();
      const forged = new URL(mine.authorizationUrl);
      forged.searchParams.set('state', new URL(other.authorizationUrl).searchParams.get('state')!);
      const returned = await signInAtProvider(forged.href, 'member-1', redirectUri);
      const answer = await finish(mine.attempt, returned);
      expect(answer.statusCode).toBe(401);
      expect(answer.json<{ message: string }>().message).toBe(staffSignInFailed);
    });

    it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
      const mine = await start();
      // This browser's request with another sign-in's nonce: state and PKCE still match.
      const other = await start();
      const forged = new URL(mine.authorizationUrl);
      forged.searchParams.set('nonce', new URL(other.authorizationUrl).searchParams.get('nonce')!);
      const returned = await signInAtProvider(forged.href, 'member-1', redirectUri);
      const answer = await finish(mine.attempt, returned);
      expect(answer.statusCode).toBe(401);
      expect(answer.json<{ message: string }>().message).toBe(staffSignInFailed);
    });

    it('takes each started sign-in once', async () => {
      const started = await start();
      const returned = await signInAtProvider(started.authorizationUrl, 'member-1', redirectUri);
      expect((await finish(started.attempt, returned)).statusCode).toBe(200);
      const again = await finish(started.attempt, returned);
      expect(again.statusCode).toBe(401);
      expect(again.json<{ message: string }>().message).toBe(staffSignInTimedOut);
    });

    /** Signs member-1 in through an app configured with `issuer`; `alter` may change the
     * provider's answer before the service gets it. Returns the service's answer. */
    async function signInThrough(issuer: string, alter: (returned: URL) => void) {
      const other = await buildTestApp(database, environmentFor(issuer));
      try {
        const started = await start(other.app);
        const returned = await signInAtProvider(started.authorizationUrl, 'member-1', redirectUri);
        alter(returned);
        return await finish(started.attempt, returned, other.app);
      } finally {
        await other.close();
      }
    }

    it('refuses an answer and an ID token from another issuer', async () => {
      // Discovery names the relay as the issuer; the answers and tokens are the real provider's.
      const relay = await startProviderRelay(provider.issuer);
      try {
        const withIssuer = await signInThrough(relay.issuer, (returned) => {
          expect(returned.searchParams.get('iss')).toBe(provider.issuer);
        });
        expect(withIssuer.statusCode).toBe(401);
        // As from a provider that does not name itself in its answer: the ID token is checked.
        const tokenOnly = await signInThrough(relay.issuer, (returned) =>
          returned.searchParams.delete('iss'),
        );
        expect(tokenOnly.statusCode).toBe(401);
        expect(tokenOnly.json<{ message: string }>().message).toBe(staffSignInFailed);
      } finally {
        await relay.close();
      }
    });

    it('refuses an expired ID token', async () => {
      // The service's clock two hours on: the provider's hour-long ID token has expired.
      const later = await buildTestApp(database, environmentFor(provider.issuer), undefined, {
        now: () => new Date(Date.now() + 2 * 3_600_000),
      });
      try {
        const started = await start(later.app);
        const returned = await signInAtProvider(started.authorizationUrl, 'member-1', redirectUri);
        const answer = await finish(started.attempt, returned, later.app);
        expect(answer.statusCode).toBe(401);
        expect(answer.json<{ message: string }>().message).toBe(staffSignInFailed);
      } finally {
        await later.close();
      }
    });
  },
);
