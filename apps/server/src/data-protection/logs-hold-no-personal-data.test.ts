import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { completePersonalDetails } from '../testing/form-test-data.ts';
import { type ServiceProcess, startServiceProcess, uniqueMobileNumber } from '../testing/index.ts';

/**
 * Logs never hold personal data or secrets. A real server process logging at `debug`
 * serves a whole journey over HTTP (sign-up and e-mail link, answers, personal details,
 * submission and its delivery, a wrong request, password reset, mobile linking and SMS
 * sign-in, a PIN and the trusted person's sign-in, the resident's export, an address search),
 * then its whole output is searched for everything personal or secret the journey used.
 */
describe('logs at debug level over a full journey', () => {
  let server: ServiceProcess;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-logs-'));
    server = startServiceProcess('server', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'debug',
      // The journey reads its links and codes from GET /dev/outbox, served only in development.
      NODE_ENV: 'development',
      NOTIFICATION_PROVIDER: 'log',
      DELIVERY_WORKER: 'in-process',
      DELIVERY_POLL_MS: '100',
      RETENTION_SCHEDULE: 'in-process',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Links are followed by their key alone, so the port they name does not matter.
      PUBLIC_BASE_URL: 'http://127.0.0.1',
    });
    baseUrl = `http://127.0.0.1:${await server.listeningPort}`;
  }, 90_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(
    method: string,
    url: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return { status: response.status, body: isJson && text ? (JSON.parse(text) as never) : {} };
  }

  async function latest(recipient: string, template: string): Promise<OutboxMessage> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const { body } = await call('GET', '/dev/outbox');
      const found = (body.data as unknown as OutboxMessage[]).find(
        (message) => message.recipient === recipient && message.template === template,
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${template} to ${recipient}`);
  }
  const keyOf = (message: OutboxMessage) => /\?key=([\w-]+)/.exec(message.body)?.[1] ?? '';
  const codeOf = (message: OutboxMessage) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';

  it('never logs the e-mail, names, phone, address, date of birth, tokens, PINs or codes', async () => {
    const unique = randomBytes(3).toString('hex');
    const secrets: Record<string, string> = {
      firstName: `Oluwaseun${unique}`,
      lastName: `Fairweather${unique}`,
      email: `oluwaseun.${unique}@resident.example`,
      password: `blue kettle on the ${unique} stove`,
      newPassword: `green kettle by the ${unique} sink`,
      phone: uniqueMobileNumber(),
      address: `${unique} Lordship Lane, East Dulwich, London`,
      postcode: 'SE22 8HN',
      dateOfBirth: '1946/11/23',
      dateOfBirthIso: '1946-11-23',
      nhsNumber: '9434765919',
      answer: `My knees ache on the stairs ${unique}`,
    };

    const signUp = await call('POST', '/auth/signup', {
      body: {
        name: `${secrets.firstName} ${secrets.lastName}`,
        email: secrets.email,
        password: secrets.password,
        postcode: secrets.postcode,
      },
    });
    expect(signUp.status).toBe(201);
    secrets.sessionToken = String(signUp.body.data?.token);
    secrets.verifyKey = keyOf(await latest(secrets.email ?? '', 'verify-email'));
    expect((await call('GET', `/auth/verify-email?token=${secrets.verifyKey}`)).status).toBe(200);
    // The first confirmation of the address ends every session, the sign-up's too.
    const confirmed = await call('POST', '/auth/login', {
      body: { email: secrets.email, password: secrets.password },
    });
    secrets.confirmedSessionToken = String(confirmed.body.data?.token);
    const token = secrets.confirmedSessionToken;

    const created = await call('POST', '/internal/v1/form', {
      token,
      body: { formTypeCode: 'CSA', formName: 'My assessment', pageCount: 3 },
    });
    const form = created.body.data as { id: string; version: number };
    const topic = pathwayFor('CSA').topics.find((candidate) => candidate.id === 'personalHygiene');
    if (!topic) throw new Error('personalHygiene is missing');
    const personalDetails = {
      ...completePersonalDetails('CSA'),
      firstName: secrets.firstName,
      lastName: secrets.lastName,
      dob: secrets.dateOfBirthIso,
      phone: secrets.phone,
      email: secrets.email,
      address: { single_line_address: secrets.address, postcode: secrets.postcode },
    };
    // A wrong request first: a bad e-mail in the personal details.
    const refused = await call('PUT', `/internal/v1/form/${form.id}`, {
      token,
      body: {
        version: form.version,
        dirtyFields: { personalDetails: { ...personalDetails, email: `${secrets.lastName}@` } },
      },
    });
    expect(refused.status).toBe(400);
    const saved = await call('PUT', `/internal/v1/form/${form.id}`, {
      token,
      body: {
        version: form.version,
        dirtyFields: {
          personalDetails,
          personalHygiene: {
            answers: fillAreaAnswers(topic, { text: () => secrets.answer ?? '' }),
            lastStepIndex: 1,
            isComplete: true,
          },
        },
      },
    });
    expect(saved.status).toBe(200);
    const submitted = await call('POST', `/internal/v1/form/${form.id}/remoteSubmission`, {
      token,
      body: { formModel: {}, dirtyModel: {}, pdfHtml: '' },
    });
    expect(submitted.status).toBe(200);
    await latest(secrets.email ?? '', 'submission-confirmation');
    expect((await call('GET', `/internal/v1/form/${form.id}/pdf`, { token })).status).toBeLessThan(
      500,
    );

    // Password reset.
    await call('POST', '/auth/recover', { body: { email: secrets.email } });
    secrets.resetKey = keyOf(await latest(secrets.email ?? '', 'reset-password'));
    const reset = await call('POST', '/auth/reset', {
      body: { token: secrets.resetKey, password: secrets.newPassword },
    });
    expect(reset.status).toBe(200);
    const again = await call('POST', '/auth/login', {
      body: { email: secrets.email, password: secrets.newPassword },
    });
    const newToken = String(again.body.data?.token);
    secrets.secondSessionToken = newToken;

    // Mobile linking and SMS sign-in, each with one wrong code.
    await call('POST', '/internal/v1/mobilePhoneProfile', {
      token: newToken,
      body: { phoneNumber: secrets.phone, dateOfBirth: secrets.dateOfBirth },
    });
    secrets.linkCode = codeOf(await latest(secrets.phone ?? '', 'mobile-link-code'));
    await call('POST', '/internal/v1/mobilePhoneProfile/verify', {
      token: newToken,
      body: { code: secrets.linkCode === '000000' ? '111111' : '000000' },
    });
    const linked = await call('POST', '/internal/v1/mobilePhoneProfile/verify', {
      token: newToken,
      body: { code: secrets.linkCode },
    });
    expect(linked.status).toBe(200);
    await call('POST', '/auth/login/mobile', {
      body: { phoneNumber: secrets.phone, dateOfBirth: secrets.dateOfBirth },
    });
    secrets.loginCode = codeOf(await latest(secrets.phone ?? '', 'mobile-login-code'));
    const smsLogin = await call('POST', '/auth/login/mobile/verify', {
      body: { phoneNumber: secrets.phone, code: secrets.loginCode },
    });
    expect(smsLogin.status).toBe(200);
    secrets.smsSessionToken = String(smsLogin.body.data?.token);

    // A PIN and the trusted person's sign-in; the export; an address search.
    const pin = await call('POST', '/internal/v1/agentLogin', { token: newToken });
    secrets.pin = String(pin.body.data?.token);
    const agent = await call('POST', '/auth/login/agent', {
      body: { email: secrets.email, pin: secrets.pin },
    });
    expect(agent.status).toBe(200);
    secrets.agentToken = String(agent.body.data?.token);
    expect((await call('GET', '/internal/v1/userProfile/export', { token: newToken })).status).toBe(
      200,
    );
    await call('GET', `/internal/v1/address/search?query=${encodeURIComponent('Lordship Lane')}`, {
      token: newToken,
    });
    await call('POST', '/auth/logout', { token: newToken });

    const output = server.output();
    // The server did log at debug level, requests included.
    expect(output).toContain('"level":20');
    expect(output).toContain('/internal/v1/form');
    // Requests whose query held a secret were logged, by path only.
    expect(output).toContain('"path":"/auth/verify-email"');
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(5);
      expect(output.toLowerCase().includes(value.toLowerCase()), `${name} is in the log`).toBe(
        false,
      );
    }
  }, 120_000);
});
