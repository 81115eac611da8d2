import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import {
  buildTestApp,
  routeTextsToOutbox,
  startSmtpReceiver,
  testDatabases,
  uniqueMobileNumber,
  type ReceivedMail,
  type SmtpReceiver,
} from '../testing/index.ts';
import { signUpForTest, smsCode, strongPassword, testEnvironment } from './account-test-helpers.ts';

const databases = await testDatabases();

const dateOfBirth = '1961/4/12';
const newPassword = 'a brand new long passphrase';
const confirmFirst =
  'Confirm your email address before linking a mobile phone. Use the link we emailed you when you created your account; if it has expired, reset your password, which confirms your address too.';
const removedNotice =
  'Because this confirmed your email address, we have signed out every device and removed any mobile phone, authenticator app and PINs set up on the account before. You can set them up again on your account page.';
/** The confirmation mail, whatever its wording: the one holding a confirmation link. */
const isConfirmation = (mail: ReceivedMail) => mail.text.includes('/verify-email?key=');
const isReset = (mail: ReceivedMail) => mail.text.includes('/reset-password?key=');
const removedSubject = 'Your email address is confirmed: earlier ways to sign in were removed';
const isRemovalNotice = (mail: ReceivedMail) => mail.subject === removedSubject;

/**
 * Account pre-hijacking: someone signs up with a resident's address, which they cannot
 * confirm, and sets up their own ways in. The resident's first proof of the mailbox (a
 * password reset or the confirmation link) must end every one of them. Mail goes through a
 * real SMTP relay, texts to the developer outbox.
 */
describe.each(databases)('the first proof of the mailbox on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let receiver: SmtpReceiver;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      NOTIFICATION_PROVIDER: 'smtp',
      SMTP_URL: receiver.url,
      PUBLIC_BASE_URL: 'https://care.example.gov.uk',
    }));
    routeTextsToOutbox(app);
  });
  afterAll(async () => {
    await close();
    await receiver.close();
  });

  /** The mail to `recipient` with `subject`, once the relay has it. */
  async function mailTo(
    recipient: string,
    isWanted: (mail: ReceivedMail) => boolean,
  ): Promise<ReceivedMail> {
    for (;;) {
      const found = receiver.mails.find((mail) => mail.to.includes(recipient) && isWanted(mail));
      if (found) return found;
      await receiver.waitFor(receiver.mails.length + 1);
    }
  }

  const keyIn = (mail: ReceivedMail) => /\?key=([\w-]+)/.exec(mail.text)?.[1] ?? '';
  const textsTo = (phoneNumber: string) =>
    app.devOutbox?.outbox().filter((message) => message.recipient === phoneNumber) ?? [];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const profileStatus = async (headers: { authorization: string }) =>
    (await app.inject({ url: '/internal/v1/userProfile', headers })).statusCode;

  async function resetByMail(email: string) {
    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email } });
    const key = keyIn(await mailTo(email, isReset));
    return app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: key, password: newPassword },
    });
  }

  async function signIn(email: string, password: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { token?: string; mfaRequired?: boolean };
  }

  /** Asks for a sign-in code by text; true when one was texted. */
  async function isMobileCodeTexted(phoneNumber: string): Promise<boolean> {
    const before = textsTo(phoneNumber).length;
    await app.inject({
      method: 'POST',
      url: '/auth/login/mobile',
      payload: { phoneNumber, dateOfBirth },
    });
    return textsTo(phoneNumber).length > before;
  }

  async function linkMobile(headers: { authorization: string }, phoneNumber: string) {
    const start = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers,
      payload: { phoneNumber, dateOfBirth },
    });
    if (start.statusCode !== 200) return start;
    const [text] = textsTo(phoneNumber);
    return app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers,
      payload: { code: text ? smsCode(text) : '' },
    });
  }

  /** Every way in someone set up on an account whose address is not confirmed: a mobile
   * (linked before linking needed a confirmed address), an authenticator and a PIN. */
  async function accountWithEveryWayIn() {
    const account = await signUpForTest(app);
    const phoneNumber = uniqueMobileNumber();
    await app.db
      .updateTable('app_user')
      // As the linking call stores it.
      .set({ mobile_phone_number: phoneNumber, date_of_birth: '1961/04/12' })
      .where('id', '=', account.userId)
      .execute();
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: account.headers,
    });
    const { secret } = started.json().data as { secret: string };
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    const enrolled = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: account.headers,
      payload: { code },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const pin = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: account.headers,
    });
    expect(pin.statusCode, pin.body).toBe(201);
    expect(await isMobileCodeTexted(phoneNumber)).toBe(true);
    return { ...account, phoneNumber };
  }

  async function remainingWaysIn(userId: string) {
    const user = await app.db
      .selectFrom('app_user')
      .select(['mobile_phone_number', 'date_of_birth', 'totp_secret', 'totp_enabled_at'])
      .select('is_email_verified')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const pins = await app.db
      .selectFrom('agent_login')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const sessions = await app.db
      .selectFrom('app_session')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    const mobileCodes = await app.db
      .selectFrom('mobile_code')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return {
      ...user,
      pins: pins.length,
      sessions: sessions.length,
      mobileCodes: mobileCodes.length,
    };
  }

  const noWayIn = {
    mobile_phone_number: null,
    date_of_birth: null,
    totp_secret: null,
    totp_enabled_at: null,
    is_email_verified: 1,
    pins: 0,
    sessions: 0,
    // The sign-in code texted before the proof, too.
    mobileCodes: 0,
  };

  it('leaves someone who signed up with a resident’s address no way in once the resident resets the password', async () => {
    const victimEmail = `victim-${Date.now()}@resident.example`;
    const attacker = await signUpForTest(app, { email: victimEmail });
    const attackerPhone = uniqueMobileNumber();

    const linking = await linkMobile(attacker.headers, attackerPhone);
    expect(linking.statusCode).toBe(403);
    expect(linking.json()).toMatchObject({
      message: confirmFirst,
      errors: [{ error: confirmFirst, code: 'EMAIL_NOT_CONFIRMED' }],
    });
    expect(textsTo(attackerPhone)).toEqual([]);

    const victimSignUp = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name: 'Grace', email: victimEmail, password: newPassword, postcode: 'SE1 1AA' },
    });
    expect(victimSignUp.statusCode).toBe(409);
    const reset = await resetByMail(victimEmail);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.message).toBe(
      `Your password has been changed. You can now sign in with it. ${removedNotice}`,
    );

    expect(await profileStatus(attacker.headers)).toBe(404);
    expect(await isMobileCodeTexted(attackerPhone)).toBe(false);
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: victimEmail, password: strongPassword },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await signIn(victimEmail, newPassword)).token).toEqual(expect.any(String));
    expect(await remainingWaysIn(attacker.userId)).toMatchObject({ is_email_verified: 1 });
  });

  it('removes a mobile, an authenticator, PINs and sessions set up before a reset that first proves the address, and e-mails the owner', async () => {
    const account = await accountWithEveryWayIn();
    const reset = await resetByMail(account.email);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await remainingWaysIn(account.userId)).toEqual(noWayIn);
    expect(await isMobileCodeTexted(account.phoneNumber)).toBe(false);
    // The authenticator is gone: the new password alone signs in.
    expect(await signIn(account.email, newPassword)).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ id: account.userId }),
    });
    const mail = await mailTo(account.email, isRemovalNotice);
    expect(mail.text).toContain('signed out every device');
    expect(mail.text).toContain('mobile phone, authenticator app and PINs');
  });

  it('does the same when the confirmation link first proves the address, and says so', async () => {
    const account = await accountWithEveryWayIn();
    const key = keyIn(await mailTo(account.email, isConfirmation));
    const confirmed = await app.inject({ url: `/auth/verify-email?token=${key}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({
      email: account.email,
      notice:
        'We have signed out every device and removed any mobile phone, authenticator app and PINs set up on the account before its email address was confirmed. Sign in again to carry on.',
    });
    expect(await remainingWaysIn(account.userId)).toEqual(noWayIn);
    expect(await profileStatus(account.headers)).toBe(404);
    expect(await mailTo(account.email, isRemovalNotice)).toBeDefined();
    // The password stays: the owner who signed up signs in again with it.
    expect((await signIn(account.email, strongPassword)).token).toEqual(expect.any(String));
  });

  it('links a mobile once the address is confirmed, and a later reset unlinks it but keeps the authenticator', async () => {
    const { email } = await signUpForTest(app);
    const key = keyIn(await mailTo(email, isConfirmation));
    const confirmed = await app.inject({ url: `/auth/verify-email?token=${key}` });
    expect(confirmed.json().data.notice).toEqual(expect.stringContaining('Sign in again'));
    const account = { email, headers: bearer((await signIn(email, strongPassword)).token ?? '') };
    const userId = (
      await app.inject({ url: '/internal/v1/userProfile', headers: account.headers })
    ).json().data.id as string;
    const phoneNumber = uniqueMobileNumber();
    const linked = await linkMobile(account.headers, phoneNumber);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.confirmed).toBe(true);
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: account.headers,
    });
    const { secret } = started.json().data as { secret: string };
    await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: account.headers,
      payload: {
        code: new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate(),
      },
    });

    const reset = await resetByMail(account.email);
    expect(reset.json().data.message).toBe(
      'Your password has been changed. You can now sign in with it. Your mobile phone is no longer linked for signing in: link it again on your account page.',
    );
    expect(await remainingWaysIn(userId)).toMatchObject({
      mobile_phone_number: null,
      totp_secret: secret,
      totp_enabled_at: expect.any(String),
      sessions: 0,
    });
    expect(await isMobileCodeTexted(phoneNumber)).toBe(false);
    expect((await signIn(account.email, newPassword)).mfaRequired).toBe(true);
  });

  it('keeps everything when only the contact address is confirmed', async () => {
    const account = await accountWithEveryWayIn();
    const contact = `contact-${account.email}`;
    await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: account.headers,
      payload: { name: 'Ada Lovelace', email: contact, postcode: 'SE15 4AB' },
    });
    const key = keyIn(await mailTo(contact, isConfirmation));
    const confirmed = await app.inject({ url: `/auth/verify-email?token=${key}` });
    expect(confirmed.json().data).toEqual({ email: contact, notice: null });
    expect(await remainingWaysIn(account.userId)).toMatchObject({
      mobile_phone_number: account.phoneNumber,
      totp_enabled_at: expect.any(String),
      is_email_verified: 0,
      pins: 1,
      sessions: 1,
    });
    expect(await profileStatus(bearer(account.token))).toBe(200);
  });
});
