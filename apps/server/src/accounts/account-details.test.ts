import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestSession, testDatabases } from '../testing/index.ts';
import {
  latestMessageTo,
  linkKey,
  messageSent,
  signInAgainForTest,
  signUpConfirmedForTest,
  signUpForTest,
  smsCode,
  testEnvironment,
} from './account-test-helpers.ts';

const databases = await testDatabases();

describe.each(databases)('account details and deletion on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  it('updates name and postcode without a verification e-mail', async () => {
    const owner = await signUpForTest(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: 'Ada King', email: owner.email, postcode: 'n1 9gu' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({
      isVerificationEmailSent: false,
      user: { name: 'Ada King', postcode: 'N1 9GU', email: owner.email },
    });
    expect(response.body).not.toMatch(/password|hash|date_of_birth/i);
  });

  it('sends a verification e-mail when the contact e-mail changes', async () => {
    const owner = await signUpForTest(app);
    const newEmail = `contact-${randomUUID()}@example.test`;
    const response = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: 'Ada', email: newEmail, postcode: 'E1 6AN' },
    });
    expect(response.json().data.isVerificationEmailSent).toBe(true);
    expect(response.json().data.user.email).toBe(newEmail);
    // The login e-mail does not change with the contact e-mail.
    expect(response.json().data.user.emailProfileEmail).toBe(owner.email);
    await messageSent(app, newEmail, 'verify-email');
    const key = linkKey(latestMessageTo(app, newEmail));
    expect((await app.inject({ url: `/auth/verify-email?token=${key}` })).statusCode).toBe(200);
    const row = await app.db
      .selectFrom('app_user')
      .select('is_contact_email_verified')
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(row.is_contact_email_verified).toBe(1);
  });

  it('refuses a confirmation link used once already, naming the token as the field', async () => {
    const owner = await signUpForTest(app);
    await messageSent(app, owner.email, 'verify-email');
    const link = linkKey(latestMessageTo(app, owner.email));
    expect((await app.inject({ url: `/auth/verify-email?token=${link}` })).statusCode).toBe(200);
    const again = await app.inject({ url: `/auth/verify-email?token=${link}` });
    expect(again.statusCode).toBe(400);
    const { message, errors } = again.json();
    expect(message).toMatch(/link/i);
    expect(errors).toEqual([{ error: message, field: 'token', code: 'LINK_EXPIRED' }]);
  });

  it('keeps a verified contact address verified, and takes back the verified login address without a link', async () => {
    const owner = await signUpForTest(app);
    await messageSent(app, owner.email, 'verify-email');
    const signUpLink = linkKey(latestMessageTo(app, owner.email));
    expect((await app.inject({ url: `/auth/verify-email?token=${signUpLink}` })).statusCode).toBe(
      200,
    );
    // The first confirmation ends every session: the resident signs in again.
    Object.assign(owner, await signInAgainForTest(app, owner.email));
    const update = async (email: string, account = owner) => {
      const response = await app.inject({
        method: 'PUT',
        url: '/internal/v1/userProfile',
        headers: account.headers,
        payload: { name: 'Ada', email, postcode: 'E1 6AN' },
      });
      const row = await app.db
        .selectFrom('app_user')
        .select('is_contact_email_verified')
        .where('id', '=', account.userId)
        .executeTakeFirstOrThrow();
      return {
        isVerificationEmailSent: response.json().data.isVerificationEmailSent as boolean,
        isContactVerified: row.is_contact_email_verified,
      };
    };
    const other = `contact-${randomUUID()}@example.test`;
    expect(await update(other)).toEqual({ isVerificationEmailSent: true, isContactVerified: 0 });
    await messageSent(app, other, 'verify-email');
    const contactLink = linkKey(latestMessageTo(app, other));
    expect((await app.inject({ url: `/auth/verify-email?token=${contactLink}` })).statusCode).toBe(
      200,
    );
    // The same address again: it stays confirmed, and nothing is sent.
    expect(await update(other)).toEqual({ isVerificationEmailSent: false, isContactVerified: 1 });
    // Back to the login address, which the sign-up link already confirmed.
    expect(await update(owner.email)).toEqual({
      isVerificationEmailSent: false,
      isContactVerified: 1,
    });

    // A login address nobody has confirmed is no confirmed contact address.
    const unconfirmed = await signUpForTest(app);
    await update(other, unconfirmed);
    expect(await update(unconfirmed.email, unconfirmed)).toEqual({
      isVerificationEmailSent: true,
      isContactVerified: 0,
    });
  });

  it('allows an empty contact e-mail and names bad fields', async () => {
    const owner = await signUpForTest(app);
    const empty = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: 'Ada', email: '', postcode: 'E1' },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.user.email).toBeNull();
    // No address, nothing to confirm.
    expect(empty.json().data.isVerificationEmailSent).toBe(false);
    const bad = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: ' ', email: 'nope', postcode: '' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((entry: { field?: string }) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'postcode']));
    expect(bad.json().message).toContain('Enter your name');
  });

  it('asks for a token and refuses a revoked one', async () => {
    const missing = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      payload: { name: 'A', postcode: 'E1' },
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Token is required');
    const owner = await signUpForTest(app);
    await app.inject({ method: 'POST', url: '/auth/logout', headers: owner.headers });
    const revoked = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: 'A', postcode: 'E1' },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('deletes the account and drafts, and keeps submitted assessments detached', async () => {
    const owner = await signUpConfirmedForTest(app);
    const other = await createTestSession(app);
    // A linked mobile and a PIN, so that deletion has them to remove.
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
      payload: { phoneNumber: '07700911222', dateOfBirth: '1940/1/1' },
    });
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code: smsCode(latestMessageTo(app, '07700911222')) },
    });
    await app.inject({ method: 'POST', url: '/internal/v1/agentLogin', headers: owner.headers });

    const now = new Date().toISOString();
    const form = (id: string, ownerId: string, submitted: string | null) => ({
      id,
      owner_id: ownerId,
      form_type_code: 'CSA',
      form_name: 'CSA',
      title: 'Care and Support Assessment Form',
      status: null,
      dirty_fields: '{}',
      submitted_fields: submitted,
      date_created: now,
      last_updated: now,
      date_submitted: submitted ? now : null,
      page_count: 3,
      last_valid_page: 0,
      all_pages_validated: 0,
      reference: null,
    });
    const draftId = randomUUID();
    const submittedId = randomUUID();
    const othersId = randomUUID();
    await app.db
      .insertInto('form')
      .values([
        form(draftId, owner.userId, null),
        form(submittedId, owner.userId, '{"done":true}'),
        form(othersId, other.userId, null),
      ])
      .execute();

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/user',
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const forms = await app.db.selectFrom('form').select(['id', 'owner_id']).execute();
    expect(forms.find((row) => row.id === draftId)).toBeUndefined();
    expect(forms.find((row) => row.id === submittedId)).toEqual({
      id: submittedId,
      owner_id: null,
    });
    expect(forms.find((row) => row.id === othersId)?.owner_id).toBe(other.userId);

    for (const table of ['app_session', 'agent_login', 'mobile_code', 'account_token'] as const) {
      const rows = await app.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', owner.userId)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(
      await app.db.selectFrom('app_user').select('id').where('id', '=', owner.userId).execute(),
    ).toEqual([]);
    expect(
      (await app.inject({ url: '/internal/v1/userProfile', headers: owner.headers })).statusCode,
    ).toBe(404);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login/mobile',
      payload: { phoneNumber: '07700911222', dateOfBirth: '1940/01/01' },
    });
    expect(login.statusCode).toBe(202);
    // The other resident is untouched.
    expect(
      (await app.inject({ url: '/internal/v1/userProfile', headers: other.headers })).statusCode,
    ).toBe(200);
  });

  it('does not let an agent session delete the account', async () => {
    const owner = await signUpForTest(app);
    const agent = await createTestSession(app, { userId: owner.userId, isAgent: true });
    const response = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/user',
      headers: agent.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
