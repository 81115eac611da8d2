import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signInAtProvider, startOidcProvider } from '../testing/start-oidc-provider.ts';
import { staffMultiFactorRequired, staffRoleRequired } from './staff-sign-in-routes.ts';

const databases = await testDatabases();
const redirectUri = 'http://localhost:3000/staff/sign-in/return';
const client = { clientId: 'care-self-assessment', clientSecret: 'a-loopback-client-secret' };

/**
 * The council's multi-factor policy, as the provider reports it in the ID token (`amr`,
 * `acr`), is required where configured: a sign-in without it is refused with a message
 * saying what to do. And with no group mapping, roles are the ones an admin gave here.
 */
describe.each(databases)(
  'staff sign-in policy with the council identity provider on $name',
  (database) => {
    let provider: Awaited<ReturnType<typeof startOidcProvider>>;
    let app: FastifyInstance;
    let close: () => Promise<void>;

    beforeAll(async () => {
      provider = await startOidcProvider({ ...client, redirectUri });
      const member = (amr: string[], acr: string) => ({
        email: `${amr.join('-')}-${acr.length}@council.example`,
        name: 'Member',
        groups: [],
        amr,
        acr,
      });
      provider.accounts.set('with-mfa', member(['pwd', 'mfa'], 'urn:council:multi-factor'));
      provider.accounts.set('password-only', member(['pwd'], 'urn:council:multi-factor'));
      provider.accounts.set('low-level', member(['pwd', 'mfa'], 'urn:council:password'));
      provider.accounts.set('later-owner', {
        ...member(['pwd', 'mfa'], 'urn:council:multi-factor'),
        email: 'reused.address@council.example',
      });
      provider.accounts.set('new-starter', {
        ...member(['pwd', 'mfa'], 'urn:council:multi-factor'),
        email: 'new.starter@council.example',
      });
      ({ app, close } = await buildTestApp(database, {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        STAFF_OIDC_ISSUER_URL: provider.issuer,
        STAFF_OIDC_CLIENT_ID: client.clientId,
        STAFF_OIDC_CLIENT_SECRET: client.clientSecret,
        STAFF_OIDC_REDIRECT_URL: redirectUri,
        STAFF_OIDC_REQUIRED_AMR: 'mfa',
        STAFF_OIDC_REQUIRED_ACR: 'urn:council:multi-factor',
      }));
      // Roles given here, as a council whose provider sends no groups does.
      await app.db
        .insertInto('app_user')
        .values({
          id: 'with-mfa-account',
          name: 'Member',
          email: null,
          login_email: 'pwd-mfa-24@council.example',
          password_hash: null,
          postcode: null,
          image_url: null,
          registration_time: new Date().toISOString(),
          mobile_phone_number: null,
          date_of_birth: null,
          oidc_subject: null,
          role_names: JSON.stringify(['carers-centre']),
        })
        .execute();
    });
    afterAll(async () => {
      await close();
      await provider.close();
    });

    async function signIn(subject: string) {
      const started = await app.inject({ method: 'POST', url: '/auth/staff/sign-in' });
      const { authorizationUrl, attempt } = started.json<{
        data: { authorizationUrl: string; attempt: string };
      }>().data;
      const returned = await signInAtProvider(authorizationUrl, subject, redirectUri);
      return app.inject({
        method: 'POST',
        url: '/auth/staff/sign-in/return',
        payload: { attempt, returnParameters: returned.search.slice(1) },
      });
    }

    it('signs in a member whose sign-in met the policy, with the role an admin gave here', async () => {
      const answer = await signIn('with-mfa');
      expect(answer.statusCode, answer.body).toBe(200);
      const { user } = answer.json<{ data: { user: { id: string; roleNames: string[] } } }>().data;
      expect(user).toMatchObject({ id: 'with-mfa-account', roleNames: ['carers-centre'] });
    });

    it.each([
      ['without the required amr', 'password-only'],
      ['at a lower acr', 'low-level'],
    ])('refuses a sign-in %s, saying what to do', async (_case, subject) => {
      const answer = await signIn(subject);
      expect(answer.statusCode).toBe(403);
      expect(answer.json<{ message: string }>().message).toBe(staffMultiFactorRequired);
      expect(answer.body).not.toContain('token');
    });

    it("never gives a later owner of an address the account tied to a leaver's sub", async () => {
      await app.db
        .insertInto('app_user')
        .values({
          id: 'leaver-account',
          name: 'Leaver',
          email: null,
          login_email: 'reused.address@council.example',
          password_hash: null,
          postcode: null,
          image_url: null,
          registration_time: new Date().toISOString(),
          mobile_phone_number: null,
          date_of_birth: null,
          oidc_subject: 'leaver',
          role_names: JSON.stringify(['admin']),
        })
        .execute();
      const answer = await signIn('later-owner');
      expect(answer.statusCode).toBe(403);
      expect(answer.json<{ message: string }>().message).toBe(staffRoleRequired);
      const accounts = await app.db
        .selectFrom('app_user')
        .select(['id', 'oidc_subject', 'name'])
        .where('oidc_subject', 'in', ['leaver', 'later-owner'])
        .orderBy('oidc_subject')
        .execute();
      expect(accounts).toEqual([
        {
          id: expect.not.stringMatching('leaver-account'),
          oidc_subject: 'later-owner',
          name: 'Member',
        },
        { id: 'leaver-account', oidc_subject: 'leaver', name: 'Leaver' },
      ]);
    });

    it('refuses a member no admin has given a role yet, saying whom to ask', async () => {
      const answer = await signIn('new-starter');
      expect(answer.statusCode).toBe(403);
      expect(answer.json<{ message: string }>().message).toBe(staffRoleRequired);
    });
  },
);
