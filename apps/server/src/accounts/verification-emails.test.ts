import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  startSmtpReceiver,
  testDatabases,
  type SmtpReceiver,
} from '../testing/index.ts';
import { signUpForTest, strongPassword, testEnvironment } from './account-test-helpers.ts';

const databases = await testDatabases();

const tooMany = 'Too many confirmation emails have been sent. Wait an hour, then try again.';

const newAddress = (label: string) => `${label}-${randomUUID()}@example.test`;

describe.each(databases)('the e-mail to an address not yet proven, on $name', (database) => {
  let app: FastifyInstance;
  let receiver: SmtpReceiver;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      NOTIFICATION_PROVIDER: 'smtp',
      SMTP_URL: receiver.url,
    }));
  });
  afterAll(async () => {
    await close?.();
    await receiver?.close();
  });

  async function mailTo(address: string) {
    for (;;) {
      const mail = receiver.mails.find((each) => each.to.includes(address));
      if (mail) return mail;
      await receiver.waitFor(receiver.mails.length + 1);
    }
  }

  it('greets no one by name, at sign-up and when the contact e-mail changes', async () => {
    const owner = await signUpForTest(app, { name: 'Ada Lovelace', email: newAddress('signup') });
    const contact = newAddress('contact');
    const changed = await app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: 'Ada Lovelace', email: contact, postcode: 'SE15 4AB' },
    });
    expect(changed.statusCode).toBe(200);
    for (const address of [owner.email, contact]) {
      const mail = await mailTo(address);
      expect(mail.subject).toBe('Confirm your email address');
      expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
      expect(mail.text).not.toMatch(/Ada|Lovelace|Dear/);
    }
  });
});

describe.each(databases)('how many verification e-mails are sent, on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  const verificationsTo = (address: string) =>
    (app.devOutbox?.outbox() ?? []).filter(
      (message) => message.recipient === address && message.template === 'verify-email',
    ).length;

  const setContactEmail = (owner: { headers: { authorization: string } }, email: string) =>
    app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: 'Ada Lovelace', email, postcode: 'SE15 4AB' },
    });

  const storedContactOf = async (userId: string) =>
    (
      await app.db
        .selectFrom('app_user')
        .select(['email', 'name'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).email;

  it('refuses the fourth within the hour to one address, whoever asks, and sends nothing', async () => {
    const target = newAddress('target');
    const owners = [];
    for (let index = 0; index < 4; index += 1) owners.push(await signUpForTest(app));
    const statuses = [];
    for (const owner of owners.slice(0, 3))
      statuses.push((await setContactEmail(owner, target)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    expect(verificationsTo(target)).toBe(3);

    const fourth = owners[3]!;
    const refused = await setContactEmail(fourth, target);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: tooMany,
      errors: [{ error: tooMany, code: 'TOO_MANY_EMAILS' }],
    });
    expect(verificationsTo(target)).toBe(3);
    // Nothing of the refused change is kept.
    expect(await storedContactOf(fourth.userId)).toBe(fourth.email);
    // Another address is counted on its own.
    expect((await setContactEmail(fourth, newAddress('other'))).statusCode).toBe(200);
  });

  it('refuses the fourth within the hour from one account, to any address, and sends nothing', async () => {
    // The sign-up's own e-mail is the first.
    const owner = await signUpForTest(app);
    expect(verificationsTo(owner.email)).toBe(1);
    const targets = [1, 2, 3].map((index) => newAddress(`spray-${index}`));
    const statuses = [];
    for (const target of targets) statuses.push((await setContactEmail(owner, target)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect(targets.map(verificationsTo)).toEqual([1, 1, 0]);
    expect(await storedContactOf(owner.userId)).toBe(targets[1]);
    // The account stays refused for the rest of the hour.
    expect((await setContactEmail(owner, newAddress('later'))).statusCode).toBe(429);
  });

  it('sends three, no more, when many ask for one address at the same moment', async () => {
    const target = newAddress('burst');
    const owners = [];
    for (let index = 0; index < 12; index += 1) owners.push(await signUpForTest(app));
    const answers = await Promise.all(owners.map((owner) => setContactEmail(owner, target)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    expect(verificationsTo(target)).toBe(3);
  });

  it('refuses a sign-up with an address already sent its three, making no account', async () => {
    const target = newAddress('signup-target');
    for (let index = 0; index < 3; index += 1) {
      const owner = await signUpForTest(app);
      expect((await setContactEmail(owner, target)).statusCode).toBe(200);
    }
    const response = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name: 'Ada', email: target, password: strongPassword, postcode: 'SE15 4AB' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(tooMany);
    expect(verificationsTo(target)).toBe(3);
    const made = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('login_email', '=', target)
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });

  it('sends none when the name and postcode change but the address does not', async () => {
    const owner = await signUpForTest(app);
    for (let index = 0; index < 5; index += 1)
      expect((await setContactEmail(owner, owner.email)).statusCode).toBe(200);
    expect(verificationsTo(owner.email)).toBe(1);
  });
});

describe.each(databases)('the verification e-mail limits as configured, on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      VERIFICATION_EMAILS_PER_ACCOUNT_PER_HOUR: '5',
      VERIFICATION_EMAILS_PER_ADDRESS_PER_HOUR: '1',
    }));
  });
  afterAll(async () => close?.());

  const setContactEmail = (owner: { headers: { authorization: string } }, email: string) =>
    app.inject({
      method: 'PUT',
      url: '/internal/v1/userProfile',
      headers: owner.headers,
      payload: { name: 'Ada Lovelace', email, postcode: 'SE15 4AB' },
    });

  it('counts each account and each address against its own setting', async () => {
    const owner = await signUpForTest(app);
    const statuses = [];
    // The sign-up's own e-mail is the first of the five.
    for (let index = 0; index < 5; index += 1)
      statuses.push((await setContactEmail(owner, newAddress(`account-${index}`))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    const target = newAddress('one-each');
    const first = await signUpForTest(app);
    const second = await signUpForTest(app);
    expect((await setContactEmail(first, target)).statusCode).toBe(200);
    expect((await setContactEmail(second, target)).statusCode).toBe(429);
  });
});
