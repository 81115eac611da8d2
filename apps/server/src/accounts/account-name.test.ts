import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { personNameMessages } from '@csa/contracts';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, strongPassword, testEnvironment } from './account-test-helpers.ts';

const databases = await testDatabases();

type ErrorAnswer = { errors: { error: string; field?: string; code: string }[] };

describe.each(databases)('the name on an account, on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  const signUp = (name: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name, email, password: strongPassword, postcode: 'SE15 4AB' },
    });

  const storedNameOf = async (userId: string) =>
    (
      await app.db
        .selectFrom('app_user')
        .select('name')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).name;

  it.each([
    ['a line break', 'Ada\nClick below to claim your refund', personNameMessages.control],
    ['a link', 'Ada, claim your refund at https://evil.example', personNameMessages.link],
    ['a dotted domain', 'Ada see evil.com', personNameMessages.link],
  ])(
    'refuses a sign-up whose name holds %s, naming the field, and makes no account',
    async (_kind, name, message) => {
      const email = `named-${Math.random().toString(36).slice(2)}@example.test`;
      const response = await signUp(name, email);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().errors).toEqual([
        { error: `name: ${message}`, field: 'name', code: 'INVALID' },
      ]);
      const made = await app.db
        .selectFrom('app_user')
        .select('id')
        .where('login_email', '=', email)
        .executeTakeFirst();
      expect(made).toBeUndefined();
      expect(app.devOutbox?.outbox().some((message) => message.recipient === email)).toBe(false);
    },
  );

  it.each([
    ['a line break', 'Ada\r\nLovelace', personNameMessages.control],
    ['a link', 'Ada www.evil.example', personNameMessages.link],
  ])(
    'refuses a profile update whose name holds %s, and keeps the name',
    async (_kind, name, message) => {
      const owner = await signUpForTest(app, { name: 'Ada Lovelace' });
      const response = await app.inject({
        method: 'PUT',
        url: '/internal/v1/userProfile',
        headers: owner.headers,
        payload: { name, email: owner.email, postcode: 'SE15 4AB' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().errors).toEqual([
        { error: `name: ${message}`, field: 'name', code: 'INVALID' },
      ]);
      expect(await storedNameOf(owner.userId)).toBe('Ada Lovelace');
    },
  );

  it('stores a name without the characters that reorder text, at sign-up and on update', async () => {
    const owner = await signUpForTest(app, { name: '\u202EAda\u2066 Lovelace\u200F' });
    expect(await storedNameOf(owner.userId)).toBe('Ada Lovelace');
    const response = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: 'Ada \u202Eecalevol', email: owner.email, postcode: 'SE15 4AB' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.name).toBe('Ada ecalevol');
    expect(await storedNameOf(owner.userId)).toBe('Ada ecalevol');
  });
});
