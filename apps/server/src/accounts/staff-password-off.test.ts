import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, strongPassword } from './account-test-helpers.ts';
import { staffUseCouncilAccount } from './password-login-route.ts';

const databases = await testDatabases();

/**
 * With the council's identity provider configured, accounts holding a council role sign in
 * only through it (its multi-factor applies): the password step, and so the authenticator
 * step after it, is refused with a message saying where to go. Residents are unaffected.
 * The provider is never reached here: it is discovered at the first staff sign-in.
 */
describe.each(databases)(
  'password sign-in of staff with the provider configured on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ app, close } = await buildTestApp(database, {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        STAFF_OIDC_ISSUER_URL: 'http://127.0.0.1:9/unused',
        STAFF_OIDC_CLIENT_ID: 'client',
        STAFF_OIDC_CLIENT_SECRET: 'secret',
        STAFF_OIDC_REDIRECT_URL: 'http://localhost:3000/staff/sign-in/return',
      }));
    });
    afterAll(async () => close());

    const logIn = (email: string, password = strongPassword) =>
      app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

    async function staffMember(roles: string[]): Promise<string> {
      const { userId, email } = await signUpForTest(app);
      await app.db
        .updateTable('app_user')
        .set({ role_names: JSON.stringify(roles) })
        .where('id', '=', userId)
        .execute();
      return email;
    }

    it.each([['customer-services'], ['carers-centre'], ['admin']])(
      'refuses the password of an account holding %s, saying to use the council account',
      async (role) => {
        const answer = await logIn(await staffMember([role]));
        expect(answer.statusCode).toBe(403);
        expect(answer.json<{ message: string; errors: unknown[] }>()).toMatchObject({
          message: staffUseCouncilAccount,
          errors: [{ error: staffUseCouncilAccount, code: 'USE_COUNCIL_ACCOUNT' }],
        });
        expect(answer.body).not.toContain('token');
      },
    );

    it('gives a wrong password for a staff account the same answer as anyone’s', async () => {
      const answer = await logIn(await staffMember(['admin']), 'not the password at all');
      expect(answer.statusCode).toBe(401);
      expect(answer.json<{ message: string }>().message).toBe(
        'The email address or password is not correct',
      );
    });

    it('still signs a resident in with a password', async () => {
      const answer = await logIn(await staffMember([]));
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ data: { token: string } }>().data.token).toEqual(expect.any(String));
    });
  },
);
