import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './load-config.ts';

const exampleVideoIds = fileURLToPath(
  new URL('../../../../packages/questionnaire/src/links/video-ids.example.json', import.meta.url),
);

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBe('');
    expect(config.SUPPORTED_FORM_TYPES).toEqual(['CSA', 'CARERS']);
    expect(config.TRANSLATION_ENABLED).toBe(false);
    expect(config.TERMS_URL).toBeNull();
  });

  it('treats an empty setting as not set, as `PORT=` in a .env file is', () => {
    const config = loadConfig({ PORT: '', HOST: '', COUNCIL_NAME: '', TRUST_PROXY: '' });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.COUNCIL_NAME).toBe('London Borough Council');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('falls back to CSA only when the supported form types are empty (spec §1)', () => {
    expect(loadConfig({ SUPPORTED_FORM_TYPES: '' }).SUPPORTED_FORM_TYPES).toEqual(['CSA']);
    expect(loadConfig({ SUPPORTED_FORM_TYPES: ' carers ' }).SUPPORTED_FORM_TYPES).toEqual([
      'CARERS',
    ]);
  });

  it('lists every problem at once, one a line of the message the operator reads', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORTED_FORM_TYPES: 'CSA,DOGS' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    const { problems, name, message } = caught as ConfigurationError;
    expect(problems).toEqual([
      'PORT: Invalid input: expected number, received NaN',
      'DATABASE_URL: Invalid URL',
      'SUPPORTED_FORM_TYPES: use CSA, CARERS or both, comma-separated',
    ]);
    expect(name).toBe('ConfigurationError');
    expect(message).toBe(
      [
        'Invalid configuration:',
        '  - PORT: Invalid input: expected number, received NaN',
        '  - DATABASE_URL: Invalid URL',
        '  - SUPPORTED_FORM_TYPES: use CSA, CARERS or both, comma-separated',
      ].join('\n'),
    );
  });

  it('reads a flag as on only from true or 1', () => {
    const flag = (value: string) => loadConfig({ TRANSLATION_ENABLED: value }).TRANSLATION_ENABLED;
    expect([flag('true'), flag('1'), flag('false'), flag('0'), flag('')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('reads the admin e-mails as a list, trimmed and lower-case, skipping empty entries', () => {
    expect(
      loadConfig({ ADMIN_EMAILS: ' Ada.Okafor@Example.gov.uk , ,bob@example.gov.uk,' })
        .ADMIN_EMAILS,
    ).toEqual(['ada.okafor@example.gov.uk', 'bob@example.gov.uk']);
    expect(loadConfig({}).ADMIN_EMAILS).toEqual([]);
  });

  it('accepts a PostgreSQL URL and boolean flags', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      TRANSLATION_ENABLED: 'true',
      TERMS_URL: 'https://example.gov.uk/terms',
    });
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.TRANSLATION_ENABLED).toBe(true);
    expect(config.TERMS_URL).toBe('https://example.gov.uk/terms');
  });
});

describe('COUNCIL_FLAVOUR', () => {
  it('takes a separate submit API base only as an http(s) address, without its last slash', () => {
    expect(loadConfig({}).SUBMIT_API_BASE_URL).toBe('');
    expect(
      loadConfig({ SUBMIT_API_BASE_URL: 'https://submit.example.gov.uk/api/' }).SUBMIT_API_BASE_URL,
    ).toBe('https://submit.example.gov.uk/api');
    expect(problemsOf({ SUBMIT_API_BASE_URL: 'ftp://submit.example.gov.uk' })).toEqual([
      'SUBMIT_API_BASE_URL: Invalid URL',
    ]);
  });

  it('accepts only flavours that have a link catalogue', () => {
    expect(loadConfig({ COUNCIL_FLAVOUR: 'kent' }).COUNCIL_FLAVOUR).toBe('kent');
    expect(problemsOf({ COUNCIL_FLAVOUR: 'atlantis' })).toEqual([
      'COUNCIL_FLAVOUR: use one of london-borough, kent',
    ]);
  });

  it('reads the video ids file at start-up, and stops with its problems', () => {
    expect(loadConfig({}).VIDEO_IDS_FILE).toEqual({});
    expect(loadConfig({ VIDEO_IDS_FILE: exampleVideoIds }).VIDEO_IDS_FILE).toMatchObject({
      'personalHygiene/introductionVideo': 'example-hygiene-intro',
    });
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'video-ids-'));
    const bad = path.join(folder, 'videos.json');
    fs.writeFileSync(
      bad,
      JSON.stringify({ schemaVersion: 1, videos: { 'personalHygiene/needHelp': 'abc' } }),
    );
    expect(problemsOf({ VIDEO_IDS_FILE: bad })).toEqual([
      `VIDEO_IDS_FILE: ${bad}: videos.personalHygiene/needHelp: is not a video item of the questionnaire`,
    ]);
    expect(problemsOf({ VIDEO_IDS_FILE: path.join(folder, 'missing.json') })[0]).toMatch(
      /^VIDEO_IDS_FILE: cannot read .*missing\.json as JSON/,
    );
    const notVideoIds = path.join(folder, 'empty.json');
    fs.writeFileSync(notVideoIds, '{}');
    expect(problemsOf({ VIDEO_IDS_FILE: notVideoIds })).toEqual([
      `VIDEO_IDS_FILE: ${notVideoIds}: schemaVersion: Invalid input: expected 1`,
      `VIDEO_IDS_FILE: ${notVideoIds}: videos: Invalid input: expected record, received undefined`,
    ]);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('trusts no proxy by default, and a hop count or proxy addresses when told (TRUST_PROXY)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 12 ' }).TRUST_PROXY).toBe(12);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(
      loadConfig({ TRUST_PROXY: 'linklocal,uniquelocal,2001:db8::/64,192.0.2.1/32' }).TRUST_PROXY,
    ).toEqual(['linklocal', 'uniquelocal', '2001:db8::/64', '192.0.2.1/32']);
  });

  it('refuses a TRUST_PROXY that is no hop count, address or CIDR, saying what it takes', () => {
    for (const bad of [
      'true',
      '1.2.3',
      'proxy.example',
      '10.0.0.0/8, proxy.example',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/8/8',
      '10.0.0.0/',
      '10.0.0.0/ 8',
      '10.0.0.0/0x8',
      '10.0.0.0/1e1',
    ]) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
        'TRUST_PROXY: use false, a number of proxy hops, or proxy addresses/CIDRs, comma-separated',
      ]);
    }
  });
});

describe('settings that need each other', () => {
  const secret = `whsec_${Buffer.from('a council case secret').toString('base64')}`;

  it('needs an OS Places key for the os-places address search', () => {
    expect(problemsOf({ ADDRESS_PROVIDER: 'os-places' })).toEqual([
      'OS_PLACES_API_KEY: required for os-places',
    ]);
    expect(problemsOf({ ADDRESS_PROVIDER: 'os-places', OS_PLACES_API_KEY: 'key' })).toEqual([]);
    expect(problemsOf({ OS_PLACES_API_KEY: '' })).toEqual([]);
  });

  it('needs an SMTP relay for the smtp provider', () => {
    expect(problemsOf({ NOTIFICATION_PROVIDER: 'smtp' })).toEqual(['SMTP_URL: required for smtp']);
    expect(
      problemsOf({ NOTIFICATION_PROVIDER: 'smtp', SMTP_URL: 'smtps://user:pass@mail.example' }),
    ).toEqual([]);
  });

  it('needs the API key and both templates for the notify provider, naming each one missing', () => {
    expect(problemsOf({ NOTIFICATION_PROVIDER: 'notify' })).toEqual([
      'NOTIFY_API_KEY: required for notify',
      'NOTIFY_EMAIL_TEMPLATE_ID: required for notify',
      'NOTIFY_SMS_TEMPLATE_ID: required for notify',
    ]);
    expect(
      problemsOf({
        NOTIFICATION_PROVIDER: 'notify',
        NOTIFY_API_KEY: 'key',
        NOTIFY_EMAIL_TEMPLATE_ID: 'email-template',
      }),
    ).toEqual(['NOTIFY_SMS_TEMPLATE_ID: required for notify']);
    expect(
      problemsOf({
        NOTIFICATION_PROVIDER: 'notify',
        NOTIFY_API_KEY: 'key',
        NOTIFY_EMAIL_TEMPLATE_ID: 'email-template',
        NOTIFY_SMS_TEMPLATE_ID: 'sms-template',
      }),
    ).toEqual([]);
  });

  it('needs the signing secret when either pathway has a case webhook', () => {
    for (const key of ['CASE_WEBHOOK_URL_CSA', 'CASE_WEBHOOK_URL_CARERS']) {
      expect(problemsOf({ [key]: 'https://cases.council.example/in' }), key).toEqual([
        'CASE_WEBHOOK_SECRET: required when a case webhook URL is set',
      ]);
      expect(
        problemsOf({ [key]: 'https://cases.council.example/in', CASE_WEBHOOK_SECRET: secret }),
        key,
      ).toEqual([]);
    }
  });

  it('reports every missing partner setting at once, with the field problems', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        ADDRESS_PROVIDER: 'os-places',
        NOTIFICATION_PROVIDER: 'smtp',
        CASE_WEBHOOK_URL_CSA: 'https://cases.council.example/in',
      }),
    ).toEqual([
      'PORT: Invalid input: expected number, received NaN',
      'OS_PLACES_API_KEY: required for os-places',
      'SMTP_URL: required for smtp',
      'CASE_WEBHOOK_SECRET: required when a case webhook URL is set',
    ]);
  });
});
