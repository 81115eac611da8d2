import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signInAtProvider, startOidcProvider } from '../testing/start-oidc-provider.ts';
import { staffSignInMinutes, staffSignInTimedOut } from './staff-sign-in-routes.ts';

const databases = await testDatabases();
const redirectUri = 'http://localhost:3000/staff/sign-in/return';
const client = { clientId: 'care-self-assessment', clientSecret: 'a-loopback-client-secret' };

/** Sign-ins sent to the provider and never brought back (a closed tab) are not kept past
 * their 10 minutes: each new one clears those that have expired. */
describe.each(databases)('abandoned staff sign-ins on $name', (database) => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = new Date();

  beforeAll(async () => {
    provider = await startOidcProvider({ ...client, redirectUri });
    provider.accounts.set('member-1', { email: 'one@council.example', name: 'One', groups: [] });
    ({ app, close } = await buildTestApp(
      database,
      {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        STAFF_OIDC_ISSUER_URL: provider.issuer,
        STAFF_OIDC_CLIENT_ID: client.clientId,
        STAFF_OIDC_CLIENT_SECRET: client.clientSecret,
        STAFF_OIDC_REDIRECT_URL: redirectUri,
      },
      undefined,
      { now: () => clock },
    ));
  });
  afterAll(async () => {
    await close();
    await provider.close();
  });

  const start = () => app.inject({ method: 'POST', url: '/auth/staff/sign-in' });
  const kept = async () =>
    (await app.db.selectFrom('staff_sign_in').select('created_at').execute()).map(
      (row) => row.created_at,
    );

  it('clears expired sign-ins when a new one starts, and keeps live ones', async () => {
    const first = clock;
    expect((await start()).statusCode).toBe(200);
    clock = new Date(first.getTime() + staffSignInMinutes * 60_000 - 1000);
    expect((await start()).statusCode).toBe(200);
    expect(await kept()).toHaveLength(2);

    clock = new Date(first.getTime() + staffSignInMinutes * 60_000 + 1000);
    expect((await start()).statusCode).toBe(200);
    expect((await kept()).sort()).toEqual([
      new Date(first.getTime() + staffSignInMinutes * 60_000 - 1000).toISOString(),
      clock.toISOString(),
    ]);
  });

  it('refuses a sign-in brought back after its 10 minutes', async () => {
    const started = (await start()).json<{
      data: { authorizationUrl: string; attempt: string };
    }>().data;
    const returned = await signInAtProvider(started.authorizationUrl, 'member-1', redirectUri);
    clock = new Date(clock.getTime() + staffSignInMinutes * 60_000);
    const answer = await app.inject({
      method: 'POST',
      url: '/auth/staff/sign-in/return',
      payload: { attempt: started.attempt, returnParameters: returned.search.slice(1) },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json<{ message: string }>().message).toBe(staffSignInTimedOut);
  });
});
