import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { userDataExportResponseSchema } from '@csa/contracts';
import {
  latestMessageTo,
  linkKey,
  signInWithPin,
  signInAgainForTest,
  signUpConfirmedForTest,
  signUpForTest,
  smsCode,
  testEnvironment,
} from '../accounts/account-test-helpers.ts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  uniqueMobileNumber,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('the resident’s own copy on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
  });
  afterAll(async () => close());

  it('downloads everything held about the account as a JSON attachment', async () => {
    const owner = await signUpConfirmedForTest(app, {
      name: 'Precious Okonkwo',
      postcode: 'SE5 8RS',
    });
    const phoneNumber = uniqueMobileNumber();
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
      payload: { phoneNumber, dateOfBirth: '1950/2/11' },
    });
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code: smsCode(latestMessageTo(app, phoneNumber)) },
    });
    const pin = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: owner.headers,
    });
    expect(pin.statusCode).toBe(201);
    const submitted = await submitTestAssessment(
      app,
      { ...owner, userId: owner.userId },
      'CARERS',
      (itemId) => `My own words for ${itemId}`,
    );
    await app.delivery.worker.drain();
    const open = await app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers: owner.headers,
      payload: { formTypeCode: 'CSA', formName: 'Second go', pageCount: 3 },
    });

    const response = await app.inject({
      url: '/internal/v1/userProfile/export',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-care-assessment-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = userDataExportResponseSchema.parse(response.json());

    expect(data.account).toMatchObject({
      id: owner.userId,
      name: 'Precious Okonkwo',
      loginEmail: owner.email,
      postcode: 'SE5 8RS',
      mobilePhoneNumber: phoneNumber,
      dateOfBirth: '1950/02/11',
      hasPassword: true,
      isReminderEnabled: true,
    });
    expect(data.agentLogins).toHaveLength(1);
    expect(data.agentLogins[0]?.id).toBe(pin.json().data.id);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.assessments.map((assessment) => [assessment.id, assessment.status])).toEqual([
      [submitted.id, 'submitted'],
      [open.json().data.id, 'open'],
    ]);
    expect(JSON.stringify(data.assessments[0]?.submittedFields)).toContain('My own words for');
    expect(data.submissions).toEqual([
      expect.objectContaining({
        formId: submitted.id,
        reference: submitted.reference,
        delivery: expect.objectContaining({ status: 'done' }),
      }),
    ]);
    // Secrets are never part of the copy.
    const text = response.body;
    expect(text).not.toContain(pin.json().data.token);
    expect(text).not.toContain(owner.token);
    expect(text).not.toMatch(/argon2|password_hash|pin_hash/);
  });

  it('gives each yes-or-no as it stands, before and after the resident changes it', async () => {
    const owner = await signUpForTest(app);
    const exportOf = async (headers: { authorization: string }) => {
      const response = await app.inject({ url: '/internal/v1/userProfile/export', headers });
      expect(response.statusCode).toBe(200);
      return userDataExportResponseSchema.parse(response.json()).data;
    };
    const before = await exportOf(owner.headers);
    expect(before.about).toBe(
      'Everything the care and support self-assessment service holds about your account. ' +
        'Submitted assessments were also sent to the council, which keeps its own copy.',
    );
    expect(before.account).toMatchObject({
      isContactEmailVerified: false,
      isLoginEmailVerified: false,
      hasPassword: true,
      isReminderEnabled: true,
    });
    expect(before.sessions.map((session) => session.isAgent)).toEqual([false]);

    // The resident confirms the address, turns reminders off, gives a trusted person a PIN
    // (who signs in with it) and closes an assessment.
    const verifyKey = linkKey(latestMessageTo(app, owner.email));
    expect((await app.inject({ url: `/auth/verify-email?token=${verifyKey}` })).statusCode).toBe(
      200,
    );
    // Confirming ends every session, as the first proof of the mailbox does: sign in again.
    Object.assign(owner, await signInAgainForTest(app, owner.email));
    const reminders = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile/reminders',
      headers: owner.headers,
      payload: { isEnabled: false },
    });
    expect(reminders.statusCode).toBe(200);
    await signInWithPin(app, owner);
    const created = await app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers: owner.headers,
      payload: { formTypeCode: 'CSA', formName: 'Closed one', pageCount: 3 },
    });
    const closed = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${created.json().data.id}/abandonAssessment`,
      headers: owner.headers,
    });
    expect(closed.statusCode).toBe(200);

    const after = await exportOf(owner.headers);
    expect(after.account).toMatchObject({
      isContactEmailVerified: true,
      isLoginEmailVerified: true,
      hasPassword: true,
      isReminderEnabled: false,
    });
    expect(after.sessions.map((session) => session.isAgent).sort()).toEqual([false, true]);
    expect(after.assessments.map((assessment) => assessment.status)).toEqual(['closed']);

    // An account that signs in by mobile code alone has no password.
    const withoutPassword = await createTestSession(app);
    expect((await exportOf(withoutPassword.headers)).account.hasPassword).toBe(false);
  });

  it('is refused to a trusted person signed in with a PIN, and to nobody signed in', async () => {
    const agent = await signInWithPin(app, await signUpForTest(app));
    const asAgent = await app.inject({ url: '/internal/v1/userProfile/export', headers: agent });
    expect(asAgent.statusCode).toBe(403);
    const anonymous = await app.inject({ url: '/internal/v1/userProfile/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
