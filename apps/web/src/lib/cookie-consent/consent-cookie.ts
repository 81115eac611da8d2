import { constants } from '@csa/contracts/constants';

export type ConsentChoice = 'accepted' | 'rejected';

/** Spec §4 "Cookie consent": no cookie → banner; accepted (analytics allowed true) or rejected
 * (false); either choice lasts about 365 days. */
export function readConsent(cookieText: string = document.cookie): ConsentChoice | null {
  const entry = cookieText
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${constants.consentCookieName}=`));
  if (!entry) return null;
  const value = entry.slice(constants.consentCookieName.length + 1);
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'rejected';
  return null;
}

export function consentCookie(choice: ConsentChoice, isSecure: boolean): string {
  const maxAgeSeconds = Math.round(constants.consentCookieLifetimeMs / 1000);
  return [
    `${constants.consentCookieName}=${choice === 'accepted' ? 'true' : 'false'}`,
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}

const listeners = new Set<() => void>();

export function writeConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  for (const listener of listeners) listener();
}

/** Lets the video player and analytics react the moment the choice changes. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isAnalyticsAllowed(): boolean {
  return readConsent() === 'accepted';
}
