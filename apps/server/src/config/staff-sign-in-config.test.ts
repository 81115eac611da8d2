import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './load-config.ts';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  return [];
}

const provider = {
  STAFF_OIDC_ISSUER_URL: 'https://login.example.net/tenant/v2.0',
  STAFF_OIDC_CLIENT_ID: 'client',
  STAFF_OIDC_CLIENT_SECRET: 'secret',
  STAFF_OIDC_REDIRECT_URL: 'https://care.example.gov.uk/staff/sign-in/return',
};

describe('staff sign-in through the council identity provider: configuration', () => {
  it('is off by default, with an 8-hour staff session and the `groups` claim', () => {
    const config = loadConfig({});
    expect(config.STAFF_OIDC_ISSUER_URL).toBe('');
    expect(config.STAFF_OIDC_GROUP_ROLES).toEqual([]);
    expect(config.STAFF_OIDC_GROUPS_CLAIM).toBe('groups');
    expect(config.STAFF_SESSION_HOURS).toBe(8);
  });

  it('names every one of the four settings missing once any is set', () => {
    const problems = problemsOf({ STAFF_OIDC_ISSUER_URL: provider.STAFF_OIDC_ISSUER_URL });
    expect(problems).toHaveLength(3);
    for (const key of ['CLIENT_ID', 'CLIENT_SECRET', 'REDIRECT_URL']) {
      expect(problems).toContainEqual(expect.stringContaining(`STAFF_OIDC_${key}`));
    }
    expect(problems[0]).toContain(
      'required for staff sign-in through the council identity provider',
    );
    expect(problemsOf(provider)).toEqual([]);
  });

  it('reads group-id=role pairs, and reports a pair naming no role here', () => {
    const config = loadConfig({
      ...provider,
      STAFF_OIDC_GROUP_ROLES: ' 1b2c = customer-services ,, 9f0e=admin',
    });
    expect(config.STAFF_OIDC_GROUP_ROLES).toEqual([
      { group: '1b2c', role: 'customer-services' },
      { group: '9f0e', role: 'admin' },
    ]);
    const problems = problemsOf({
      STAFF_OIDC_GROUP_ROLES: '1b2c=manager,=admin,a=admin=b,9f0e=carers-centre',
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain(
      '"1b2c=manager": use group-id=role, the role one of customer-services, carers-centre, admin, service-manager',
    );
    expect(problems[1]).toContain('"=admin"');
    expect(problems[2]).toContain('"a=admin=b"');
  });

  it('takes a plain http issuer only on this machine', () => {
    const http = (issuer: string) => problemsOf({ ...provider, STAFF_OIDC_ISSUER_URL: issuer });
    expect(http('http://login.example.net/tenant')).toEqual([
      expect.stringContaining('STAFF_OIDC_ISSUER_URL'),
    ]);
    expect(http('http://login.example.net/tenant')[0]).toContain(
      'use https (http only for a provider on this machine)',
    );
    expect(http('http://127.0.0.1:8080')).toEqual([]);
    expect(http('http://localhost:8080/realms/council')).toEqual([]);
    expect(http('http://[::1]:8080')).toEqual([]);
    expect(http('http:')).toEqual([expect.stringContaining('STAFF_OIDC_ISSUER_URL')]);
  });
});
