import { describe, expect, it } from 'vitest';
import { webLink, webPaths } from './web-paths.ts';

describe('webPaths', () => {
  it('builds the links the e-mails send, the one-time key as `key`', () => {
    expect(webPaths.resetPassword.getHref('abc-123_x')).toBe('/reset-password?key=abc-123_x');
    expect(webPaths.verifyEmail.getHref('k/+=')).toBe('/verify-email?key=k%2F%2B%3D');
    expect(webPaths.overview.getHref('CARERS', 'form-1')).toBe('/assessment/CARERS/form-1');
    expect(webPaths.staffSubmission.getHref('a b')).toBe('/staff/submissions/a%20b');
  });

  it('gives every href a path that matches the route it names', () => {
    for (const [name, { path, getHref }] of Object.entries(webPaths)) {
      const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?.*)?$`);
      const href = (getHref as (...values: string[]) => string)('CSA', 'form-1', 'area');
      expect(href, name).toMatch(pattern);
    }
  });
});

describe('webLink', () => {
  it.each(['https://care.example.gov.uk', 'https://care.example.gov.uk/'])(
    'puts the href after the public address %s',
    (base) => {
      expect(webLink(base, webPaths.login.getHref())).toBe('https://care.example.gov.uk/login');
    },
  );

  it('keeps a path the service is published under', () => {
    expect(webLink('https://example.gov.uk/care/', '/account')).toBe(
      'https://example.gov.uk/care/account',
    );
  });
});
