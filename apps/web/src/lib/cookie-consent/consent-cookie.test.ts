import { describe, expect, it } from 'vitest';
import { consentCookie, readConsent } from './consent-cookie.ts';

describe('consent cookie', () => {
  it('reads no choice, acceptance and rejection', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('a=1; allow_google_analytics=true')).toBe('accepted');
    expect(readConsent('allow_google_analytics=false; b=2')).toBe('rejected');
    expect(readConsent('allow_google_analytics=maybe')).toBeNull();
  });

  it('lasts about 365 days and is not sent to other sites', () => {
    const cookie = consentCookie('accepted', true);
    expect(cookie).toContain('allow_google_analytics=true');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(consentCookie('rejected', false)).not.toContain('Secure');
  });
});
