import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '@csa/contracts';

/** Test helpers for the account routes: real sign-ups through the gateway, and the latest
 * message the log provider kept for a recipient. */
export const strongPassword = 'correct horse battery staple';

let counter = 0;

export async function signUpForTest(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string; postcode: string }> = {},
): Promise<{ token: string; userId: string; email: string; headers: { authorization: string } }> {
  counter += 1;
  const email = overrides.email ?? `resident-${counter}-${Date.now()}@example.test`;
  const response = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: {
      name: overrides.name ?? 'Ada Lovelace',
      email,
      password: overrides.password ?? strongPassword,
      postcode: overrides.postcode ?? 'SE15 4AB',
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { token, user } = response.json<{ data: { token: string; user: { id: string } } }>().data;
  return { token, userId: user.id, email, headers: { authorization: `Bearer ${token}` } };
}

/** A sign-up whose sign-in address counts as confirmed, for tests of what only a confirmed
 * account may do (link a mobile). Set directly: following the confirmation link would also
 * end the sign-up's session, as the first proof of the mailbox does. */
export async function signUpConfirmedForTest(
  app: FastifyInstance,
  overrides: Parameters<typeof signUpForTest>[1] = {},
): ReturnType<typeof signUpForTest> {
  const account = await signUpForTest(app, overrides);
  await app.db
    .updateTable('app_user')
    .set({ is_email_verified: 1 })
    .where('id', '=', account.userId)
    .execute();
  return account;
}

/** A new session by password, as the resident would sign in again after following the
 * confirmation link (the first proof of the mailbox ends every session, the sign-up's too). */
export async function signInAgainForTest(
  app: FastifyInstance,
  email: string,
  password = strongPassword,
): Promise<{ token: string; headers: { authorization: string } }> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
  });
  const token = response.json<{ data: { token?: string } }>().data.token;
  if (!token) throw new Error(`sign-in failed: ${response.body}`);
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** The answer of a call that hands out a token (a PIN, a session). */
type TokenAnswer = { data: { token: string } };

/** A trusted person's session on `owner`'s account: the owner makes a PIN, and the trusted
 * person signs in with it. Its headers. */
export async function signInWithPin(
  app: FastifyInstance,
  owner: { email: string; headers: { authorization: string } },
): Promise<{ authorization: string }> {
  const pin = await app.inject({
    method: 'POST',
    url: '/internal/v1/agentLogin',
    headers: owner.headers,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login/agent',
    payload: { email: owner.email, pin: pin.json<TokenAnswer>().data.token },
  });
  if (login.statusCode !== 200) throw new Error(`PIN sign-in: ${login.statusCode} ${login.body}`);
  return { authorization: `Bearer ${login.json<TokenAnswer>().data.token}` };
}

/** The CPU time, in ms, this process (every thread, argon2's included) spends on `work`: wall
 * clock time, which other processes on a busy machine stretch at random, would not do. */
export async function cpuMilliseconds(work: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** A new resident's sign-up, timed: its status and how long the answer took, in ms. */
export async function timeSignUp(
  app: FastifyInstance,
  email: string,
): Promise<{ statusCode: number; ms: number }> {
  const start = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { name: 'Timed Resident', email, password: strongPassword, postcode: 'SE15 4AB' },
  });
  return { statusCode: response.statusCode, ms: performance.now() - start };
}

export function latestMessageTo(app: FastifyInstance, recipient: string): OutboxMessage {
  const message = app.devOutbox?.outbox().find((entry) => entry.recipient === recipient);
  if (!message) throw new Error(`no message to ${recipient}`);
  return message;
}

export function linkKey(message: OutboxMessage): string {
  const match = /\?key=([\w-]+)/.exec(message.body);
  if (!match?.[1]) throw new Error('no link in message');
  return match[1];
}

export function smsCode(message: OutboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match?.[1]) throw new Error('no code in message');
  return match[1];
}

/** Messages are sent in the background (the answer must not wait for the mail relay): resolves
 * once the log provider holds one to `recipient` from `template`, turn by turn of the event
 * loop, instead of guessing how long sending takes. */
export async function messageSent(
  app: FastifyInstance,
  recipient: string,
  template: string,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = app.devOutbox
      ?.outbox()
      .find((entry) => entry.recipient === recipient && entry.template === template);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no ${template} message to ${recipient}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The code e-mailed when the account signed in with `headers` started setting up two-step
 * verification (staff and admin accounts need it to confirm), once the outbox holds it. */
export async function emailedEnrolmentCode(
  app: FastifyInstance,
  headers: { authorization: string },
): Promise<string> {
  const profile = await app.inject({ url: '/internal/v1/userProfile', headers });
  const email = profile.json<{ data: { emailProfileEmail: string } }>().data.emailProfileEmail;
  return smsCode(await messageSent(app, email, 'totp-enrolment-code'));
}

export const testEnvironment = { AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
