import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, testEnvironment } from './account-test-helpers.ts';
import { issueMobileCode, useMobileCode } from './mobile-codes.ts';

// The spec's number, not the policy constant: a test that read the constant would follow it.
const guessesPerCode = 3;

const databases = await testDatabases();

let phoneCounter = 0;
const newPhone = () => `07700${String(800000 + (phoneCounter += 1))}`;

describe.each(databases)('texted codes on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  async function issue(purpose: 'login' | 'link' = 'login') {
    const resident = await signUpForTest(app);
    const phoneNumber = newPhone();
    const code = await issueMobileCode(app.db, {
      purpose,
      userId: resident.userId,
      phoneNumber,
      dateOfBirth: '1948-03-07',
    });
    return { code, phoneNumber, userId: resident.userId };
  }

  const wrongGuess = (code: string) => (code === '000000' ? '111111' : '000000');

  it('ends a code after three wrong guesses, even against the right one', async () => {
    const { code, phoneNumber } = await issue();
    for (let guess = 0; guess < guessesPerCode; guess += 1) {
      expect(
        await useMobileCode(app.db, { purpose: 'login', phoneNumber }, wrongGuess(code)),
      ).toBeNull();
    }
    expect(await useMobileCode(app.db, { purpose: 'login', phoneNumber }, code)).toBeNull();
  });

  it('accepts the right code after fewer wrong guesses than the limit, once', async () => {
    const { code, phoneNumber, userId } = await issue();
    for (let guess = 1; guess < guessesPerCode; guess += 1) {
      expect(
        await useMobileCode(app.db, { purpose: 'login', phoneNumber }, wrongGuess(code)),
      ).toBeNull();
    }
    const used = await useMobileCode(app.db, { purpose: 'login', phoneNumber }, code);
    expect(used).toMatchObject({ user_id: userId, phone_number: phoneNumber });
    expect(await useMobileCode(app.db, { purpose: 'login', phoneNumber }, code)).toBeNull();
  });

  it('signs in once when the right code arrives twice at the same moment', async () => {
    const { code, phoneNumber } = await issue();
    const outcomes = await Promise.all([
      useMobileCode(app.db, { purpose: 'login', phoneNumber }, code),
      useMobileCode(app.db, { purpose: 'login', phoneNumber }, code),
    ]);
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
  });

  it('finds a linking code by its user and not by another purpose', async () => {
    const { code, userId } = await issue('link');
    expect(await useMobileCode(app.db, { purpose: 'login', userId }, code)).toBeNull();
    expect(await useMobileCode(app.db, { purpose: 'link', userId }, code)).toMatchObject({
      user_id: userId,
    });
  });

  it('makes every code six digits, leading zeros kept', async () => {
    const resident = await signUpForTest(app);
    const details = {
      purpose: 'login' as const,
      userId: resident.userId,
      phoneNumber: newPhone(),
      dateOfBirth: '1948-03-07',
    };
    // One code in ten starts with a zero: a hundred codes show one all but surely.
    const codes = [];
    for (let count = 0; count < 100; count += 1) codes.push(await issueMobileCode(app.db, details));
    expect(codes.filter((code) => !/^\d{6}$/.test(code))).toEqual([]);
  });

  it('keeps a code for ten minutes', async () => {
    const { phoneNumber } = await issue();
    const row = await app.db
      .selectFrom('mobile_code')
      .select(['created_at', 'expires_at'])
      .where('phone_number', '=', phoneNumber)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
  });

  it('checks a guess only against the code of the number or user it names', async () => {
    const first = await issue();
    const second = await issue();
    expect(
      await useMobileCode(
        app.db,
        { purpose: 'login', phoneNumber: second.phoneNumber },
        first.code,
      ),
    ).toBeNull();
    const link = await issue('link');
    const otherLink = await issue('link');
    expect(
      await useMobileCode(app.db, { purpose: 'link', userId: otherLink.userId }, link.code),
    ).toBeNull();
    // The codes themselves still work for their own number and user.
    expect(
      await useMobileCode(app.db, { purpose: 'login', phoneNumber: first.phoneNumber }, first.code),
    ).toMatchObject({ user_id: first.userId });
    expect(
      await useMobileCode(app.db, { purpose: 'link', userId: link.userId }, link.code),
    ).toMatchObject({ user_id: link.userId });
  });

  it("spends no attempt of another number's code on a wrong guess", async () => {
    const guessed = await issue();
    const bystander = await issue();
    for (let guess = 0; guess < guessesPerCode; guess += 1) {
      await useMobileCode(
        app.db,
        { purpose: 'login', phoneNumber: guessed.phoneNumber },
        wrongGuess(bystander.code),
      );
    }
    expect(
      await useMobileCode(
        app.db,
        { purpose: 'login', phoneNumber: bystander.phoneNumber },
        bystander.code,
      ),
    ).toMatchObject({ user_id: bystander.userId });
  });

  it('replaces an earlier code for the same purpose', async () => {
    const resident = await signUpForTest(app);
    const phoneNumber = newPhone();
    const details = {
      purpose: 'login' as const,
      userId: resident.userId,
      phoneNumber,
      dateOfBirth: '1948-03-07',
    };
    const first = await issueMobileCode(app.db, details);
    const second = await issueMobileCode(app.db, details);
    if (first !== second) {
      expect(await useMobileCode(app.db, { purpose: 'login', phoneNumber }, first)).toBeNull();
    }
    expect(await useMobileCode(app.db, { purpose: 'login', phoneNumber }, second)).not.toBeNull();
  });
});
