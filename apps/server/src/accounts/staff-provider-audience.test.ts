import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, logLines, testDatabases } from '../testing/index.ts';
import { signInAtProvider, startOidcProvider } from '../testing/start-oidc-provider.ts';
import { startProviderProxy, type ProviderProxy } from '../testing/start-provider-proxy.ts';
import { staffSignInFailed } from './staff-sign-in-routes.ts';

const databases = await testDatabases();
const redirectUri = 'http://localhost:3000/staff/sign-in/return';
const client = { clientId: 'care-self-assessment', clientSecret: 'a-loopback-client-secret' };
/** Another of the council's services at the same provider. */
const otherClient = { clientId: 'housing-repairs', clientSecret: 'another-loopback-secret' };

type Started = { data: { authorizationUrl: string; attempt: string } };

function claimsOf(tokenAnswer: string): Record<string, unknown> {
  const { id_token: idToken } = JSON.parse(tokenAnswer) as { id_token: string };
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

/**
 * An ID token the council's provider issued to another of its services is not a sign-in to
 * this one, though the provider signed it, for the same member, with this sign-in's nonce.
 * The provider stands behind a proxy at its issuer address, which can swap the client the
 * service's code exchange is made for, so the service receives the other service's token.
 */
describe.each(databases)(
  'staff sign-in with an ID token for another audience on $name',
  (database) => {
    let proxy: ProviderProxy;
    let provider: Awaited<ReturnType<typeof startOidcProvider>>;
    let app: FastifyInstance;
    let close: () => Promise<void>;
    const log = logLines();

    beforeAll(async () => {
      proxy = await startProviderProxy();
      provider = await startOidcProvider({
        ...client,
        redirectUri,
        otherClients: [otherClient],
        issuer: proxy.address,
      });
      proxy.forwardTo(provider.address);
      provider.accounts.set('member-1', {
        email: 'member.one@council.example',
        name: 'Member One',
        groups: ['group-cs'],
      });
      ({ app, close } = await buildTestApp(
        database,
        {
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
          STAFF_OIDC_ISSUER_URL: proxy.address,
          STAFF_OIDC_CLIENT_ID: client.clientId,
          STAFF_OIDC_CLIENT_SECRET: client.clientSecret,
          STAFF_OIDC_REDIRECT_URL: redirectUri,
          STAFF_OIDC_GROUP_ROLES: 'group-cs=customer-services',
        },
        undefined,
        { logger: { level: 'warn', stream: log.stream } },
      ));
    });
    afterAll(async () => {
      await close();
      await provider.close();
      await proxy.close();
    });

    async function start(): Promise<Started['data']> {
      const answer = await app.inject({ method: 'POST', url: '/auth/staff/sign-in' });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Started>().data;
    }
    const finish = (attempt: string, returnUrl: URL) =>
      app.inject({
        method: 'POST',
        url: '/auth/staff/sign-in/return',
        payload: { attempt, returnParameters: returnUrl.search.slice(1) },
      });

    it('signs the member in through the proxy when nothing is swapped', async () => {
      proxy.rewriteTokenRequest = null;
      const started = await start();
      const returned = await signInAtProvider(started.authorizationUrl, 'member-1', redirectUri);
      const answer = await finish(started.attempt, returned);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(claimsOf(proxy.tokenAnswers.at(-1) ?? '{}').aud).toBe(client.clientId);
    });

    it("refuses the other service's ID token, telling the member to try again", async () => {
      const started = await start();
      // The same request as the service's (state, nonce, PKCE challenge) for the other client,
      // whose code the proxy then exchanges with the other client's credentials.
      const forOther = new URL(started.authorizationUrl);
      forOther.searchParams.set('client_id', otherClient.clientId);
      const returned = await signInAtProvider(forOther.href, 'member-1', redirectUri);
      proxy.rewriteTokenRequest = (form) => {
        form.set('client_id', otherClient.clientId);
        form.set('client_secret', otherClient.clientSecret);
      };
      const answersBefore = proxy.tokenAnswers.length;
      const answer = await finish(started.attempt, returned);
      proxy.rewriteTokenRequest = null;

      // A real token reached the service: signed by the provider, for this sign-in's nonce,
      // with only its audience wrong.
      expect(proxy.tokenAnswers).toHaveLength(answersBefore + 1);
      const claims = claimsOf(proxy.tokenAnswers.at(-1) ?? '{}');
      expect(claims).toMatchObject({
        iss: proxy.address,
        aud: otherClient.clientId,
        sub: 'member-1',
        nonce: new URL(started.authorizationUrl).searchParams.get('nonce'),
      });

      expect(answer.statusCode).toBe(401);
      expect(answer.json<{ message: string }>().message).toBe(staffSignInFailed);
      expect(answer.body).not.toContain('token');
      const refusal = log.lines.at(-1);
      expect(refusal?.msg).toBe('staff sign-in through the identity provider refused');
      // openid-client keeps the check that failed as the cause of its own error.
      expect(refusal?.err).toMatchObject({
        cause: { message: 'unexpected JWT "aud" (audience) claim value' },
      });
      const sessions = await app.db
        .selectFrom('app_session')
        .innerJoin('app_user', 'app_user.id', 'app_session.user_id')
        .select('app_session.id')
        .where('app_user.oidc_subject', '=', 'member-1')
        .execute();
      expect(sessions).toHaveLength(1);
    });
  },
);
