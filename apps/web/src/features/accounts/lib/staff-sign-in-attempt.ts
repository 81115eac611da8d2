/** The start call's token, kept in the tab's session storage: the provider sends the member
 * back to the same tab, and no other tab or page load can finish this sign-in. */
const attemptKey = 'staffSignInAttempt';

export function keepStaffSignInAttempt(attempt: string): void {
  window.sessionStorage.setItem(attemptKey, attempt);
}

/** The token, removed as it is read: each sign-in is finished at most once. */
export function takeStaffSignInAttempt(): string | null {
  const attempt = window.sessionStorage.getItem(attemptKey);
  window.sessionStorage.removeItem(attemptKey);
  return attempt;
}
