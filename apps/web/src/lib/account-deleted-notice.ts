import { readJson, writeValue } from './session-store.ts';

/** Set in this tab when the account is deleted, read once by the home page the resident lands
 * on after the sign-out reload, so they are told it worked and what the council keeps. */
const key = 'accountDeleted';

export function rememberAccountDeleted(): void {
  writeValue(key, { at: new Date().toISOString() });
}

export function takeAccountDeleted(): boolean {
  const found = readJson<{ at: string }>(key) !== null;
  writeValue(key, null);
  return found;
}
