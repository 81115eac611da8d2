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
