import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases, uniqueMobileNumber } from '../testing/index.ts';
import {
  latestMessageTo,
  signInWithPin,
  signUpConfirmedForTest,
  smsCode,
  testEnvironment,
} from './account-test-helpers.ts';

const databases = await testDatabases();

const newPhone = uniqueMobileNumber;

describe.each(databases)('mobile phone linking and sign-in on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  /** Asks for a sign-in code by text for a number and a date of birth. */
  const askForCode = (phoneNumber: string, dateOfBirth: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/login/mobile',
      payload: { phoneNumber, dateOfBirth },
    });

  /** Signs in with a texted code. */
  const verifyCode = (phoneNumber: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/login/mobile/verify',
      payload: { phoneNumber, code },
    });

  async function linkPhone(headers: { authorization: string }, phoneNumber: string) {
    const start = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers,
      payload: { phoneNumber, dateOfBirth: '1948/3/7' },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().data.confirmed).toBe(false);
    const code = smsCode(latestMessageTo(app, phoneNumber));
    const verify = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers,
      payload: { code },
    });
    expect(verify.statusCode).toBe(200);
    return verify;
  }

  it('links a mobile only after the texted code is entered', async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    const start = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
      payload: { phoneNumber, dateOfBirth: '1948/3/7' },
    });
    expect(start.json().data.confirmed).toBe(false);
    let profile = await app.inject({ url: '/internal/v1/userProfile', headers: owner.headers });
    expect(profile.json().data.mobilePhoneNumber).toBeNull();

    const code = smsCode(latestMessageTo(app, phoneNumber));
    const wrong = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('code');

    const right = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.confirmed).toBe(true);
    profile = await app.inject({ url: '/internal/v1/userProfile', headers: owner.headers });
    expect(profile.json().data.mobilePhoneNumber).toBe(phoneNumber);

    const again = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
      payload: { phoneNumber, dateOfBirth: '1948/03/07' },
    });
    expect(again.json().data.confirmed).toBe(true);
  });

  it('names the bad fields of the mobile form', async () => {
    const owner = await signUpConfirmedForTest(app);
    const response = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
      payload: { phoneNumber: '07700 abc', dateOfBirth: '1799/13/32' },
    });
    expect(response.statusCode).toBe(400);
    const message = response.json().message;
    expect(message).toContain('Mobile phone number must only include numbers');
    expect(message).toContain('Year must be between 1800 and 2100');
    expect(message).toContain('Month must be between 1 and 12');
    expect(message).toContain('Day must be between 1 and 31');
    const code = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code: '12345' },
    });
    expect(code.json().errors[0]).toMatchObject({ field: 'code' });
  });

  it('signs in by mobile with the date of birth and the texted code', async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await linkPhone(owner.headers, phoneNumber);

    const unknown = await askForCode(newPhone(), '1948/03/07');
    const known = await askForCode(phoneNumber, '1948/03/07');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const message = latestMessageTo(app, phoneNumber);
    expect(message.template).toBe('mobile-login-code');
    const code = smsCode(message);

    const verify = await verifyCode(phoneNumber, code);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.user.id).toBe(owner.userId);
    const reused = await verifyCode(phoneNumber, code);
    expect(reused.statusCode).toBe(401);
  });

  it('texts a number at most four times in 15 minutes, registered or not', async () => {
    const askForCodes = async (phoneNumber: string, times: number) => {
      const statuses: number[] = [];
      for (let request = 0; request < times; request += 1) {
        const response = await askForCode(phoneNumber, '1948/3/7');
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    expect(await askForCodes(newPhone(), 5)).toEqual([202, 202, 202, 202, 429]);

    // The linking text already counted, so three sign-in texts reach the limit of four.
    const owner = await signUpConfirmedForTest(app);
    const registered = newPhone();
    await linkPhone(owner.headers, registered);
    expect(await askForCodes(registered, 4)).toEqual([202, 202, 202, 429]);
    const texts = (app.devOutbox?.outbox() ?? []).filter(
      (message) => message.recipient === registered,
    );
    expect(texts).toHaveLength(4);
  });

  it('counts every way of writing a number as that one number', async () => {
    // 07700 900123 is also 447700900123, 00447700900123 and 7700900123 to a text gateway.
    const handset = newPhone().slice(1);
    const spellings = [`0${handset}`, `44${handset}`, `0044${handset}`, handset];
    const statuses: number[] = [];
    for (const spelling of spellings) {
      for (let request = 0; request < 2; request += 1) {
        statuses.push((await askForCode(spelling, '1948/3/7')).statusCode);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429, 429, 429]);
  });

  it('sends no code when the date of birth does not match', async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await linkPhone(owner.headers, phoneNumber);
    await askForCode(phoneNumber, '1950/01/01');
    expect(latestMessageTo(app, phoneNumber).template).toBe('mobile-link-code');
  });

  it('refuses an expired code and locks the number after five wrong codes', async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await linkPhone(owner.headers, phoneNumber);
    await askForCode(phoneNumber, '1948/03/07');
    const code = smsCode(latestMessageTo(app, phoneNumber));
    await app.db
      .updateTable('mobile_code')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone_number', '=', phoneNumber)
      .execute();
    const expired = await verifyCode(phoneNumber, code);
    expect(expired.statusCode).toBe(401);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await verifyCode(phoneNumber, '999999')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const start = await askForCode(phoneNumber, '1948/03/07');
    expect(start.statusCode).toBe(429);
  });

  it("counts wrong dates of birth towards the number's lockout, with wrong codes", async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await linkPhone(owner.headers, phoneNumber);
    const ask = (dateOfBirth: string) => askForCode(phoneNumber, dateOfBirth);
    await ask('1948/03/07');
    const code = smsCode(latestMessageTo(app, phoneNumber));
    await ask('1950/01/01');
    await ask('1950/01/02');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await verifyCode(phoneNumber, wrongCode)).statusCode);
    }
    // Two wrong dates of birth and three wrong codes: five failures.
    expect(statuses).toEqual([401, 401, 429]);
  });

  it("refuses a sign-in code once its number is no longer the account's", async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await linkPhone(owner.headers, phoneNumber);
    await askForCode(phoneNumber, '1948/03/07');
    const code = smsCode(latestMessageTo(app, phoneNumber));
    await app.db
      .updateTable('app_user')
      .set({ mobile_phone_number: newPhone() })
      .where('id', '=', owner.userId)
      .execute();
    const verify = await verifyCode(phoneNumber, code);
    expect(verify.statusCode).toBe(401);
  });

  it('sends a code when only the number or only the date of birth matches, and relinks the own number', async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await linkPhone(owner.headers, phoneNumber);
    const start = (payload: { phoneNumber: string; dateOfBirth: string }) =>
      app.inject({
        method: 'POST',
        url: '/internal/v1/mobilePhoneProfile',
        headers: owner.headers,
        payload,
      });
    const otherNumber = await start({ phoneNumber: newPhone(), dateOfBirth: '1948/03/07' });
    expect(otherNumber.json().data.confirmed).toBe(false);
    const otherDate = await start({ phoneNumber, dateOfBirth: '1950/01/01' });
    expect(otherDate.json().data.confirmed).toBe(false);
    // The number the account already holds, with the corrected date of birth.
    const verify = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: owner.headers,
      payload: { code: smsCode(latestMessageTo(app, phoneNumber)) },
    });
    expect(verify.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('app_user')
      .select(['mobile_phone_number', 'date_of_birth'])
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(row.mobile_phone_number).toBe(phoneNumber);
    expect(row.date_of_birth).toMatch(/^1950\D0?1\D0?1$/);
  });

  it('locks linking per account, and names the code in the error', async () => {
    const guesser = await signUpConfirmedForTest(app);
    const other = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: other.headers,
      payload: { phoneNumber, dateOfBirth: '1948/3/7' },
    });
    const code = smsCode(latestMessageTo(app, phoneNumber));
    const statuses: number[] = [];
    let firstWrong: { errors: unknown } | undefined;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/internal/v1/mobilePhoneProfile/verify',
        headers: guesser.headers,
        payload: { code: '999999' },
      });
      statuses.push(response.statusCode);
      firstWrong ??= response.json();
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const wrongCode = 'The security code is not correct or has expired. Ask for a new code.';
    expect(firstWrong?.errors).toEqual([
      { error: `code: ${wrongCode}`, field: 'code', code: 'WRONG_CODE' },
    ]);
    const right = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: other.headers,
      payload: { code },
    });
    expect(right.statusCode).toBe(200);
  });

  it('keeps codes at most 10 minutes and stores them hashed', async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
      payload: { phoneNumber, dateOfBirth: '1948/3/7' },
    });
    const code = smsCode(latestMessageTo(app, phoneNumber));
    const row = await app.db
      .selectFrom('mobile_code')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
    expect(row.code_hash).not.toContain(code);
  });

  it('removes the mobile number', async () => {
    const owner = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await linkPhone(owner.headers, phoneNumber);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/mobilePhoneProfile',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const profile = await app.inject({ url: '/internal/v1/userProfile', headers: owner.headers });
    expect(profile.json().data.mobilePhoneNumber).toBeNull();
  });

  it('will not link a number another account holds', async () => {
    const first = await signUpConfirmedForTest(app);
    const second = await signUpConfirmedForTest(app);
    const phoneNumber = newPhone();
    await linkPhone(first.headers, phoneNumber);
    await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile',
      headers: second.headers,
      payload: { phoneNumber, dateOfBirth: '1960/01/01' },
    });
    const code = smsCode(latestMessageTo(app, phoneNumber));
    const verify = await app.inject({
      method: 'POST',
      url: '/internal/v1/mobilePhoneProfile/verify',
      headers: second.headers,
      payload: { code },
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toBe(
      'This mobile number is already linked to another account. Remove it there first.',
    );
  });
});

describe.each(databases)('who may change the mobile number on $name', (database) => {
  // Built inside the test: the routes' owner-only check is put in place as the app is built.
  it('refuses a trusted person signed in with a PIN, and anyone without a token', async () => {
    const { app, close } = await buildTestApp(database, testEnvironment);
    try {
      const agent = await signInWithPin(app, await signUpConfirmedForTest(app));
      const attempts = [
        { method: 'POST', url: '/internal/v1/mobilePhoneProfile' },
        { method: 'POST', url: '/internal/v1/mobilePhoneProfile/verify' },
        { method: 'DELETE', url: '/internal/v1/mobilePhoneProfile' },
      ] as const;
      const payload = { phoneNumber: newPhone(), dateOfBirth: '1948/3/7', code: '123456' };
      for (const attempt of attempts) {
        const asAgent = await app.inject({ ...attempt, headers: agent, payload });
        expect(asAgent.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
        const anonymous = await app.inject({ ...attempt, payload });
        expect(anonymous.statusCode, `${attempt.method} ${attempt.url}`).toBe(401);
      }
    } finally {
      await close();
    }
  });
});
