/** Browser session storage keys of spec §3. Session storage ends with the tab, so a shared
 * computer does not keep a resident signed in after the browser closes. */
export const sessionKeys = {
  token: 'token',
  user: 'user',
  session: 'session',
  savedPage: 'savedPage',
} as const;

/** Beginnings of the keys that hold what a resident typed but has not saved yet (answers,
 * personal details), one key per assessment and area. */
export const draftKeyPrefixes = {
  area: 'areaDraft:',
  personalDetails: 'personalDetailsDraft:',
  // A member of staff's caller (lib/acting-for.ts): like a draft, it must not outlive them.
  actingFor: 'actingFor:',
} as const;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readValue(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function readToken(): string | null {
  return readValue(sessionKeys.token);
}

export function readJson<T>(key: string): T | null {
  const text = readValue(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeValue(key: string, value: string | object | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

/** Removes every unsaved draft from this tab: a resident who logs out on a shared computer
 * leaves nothing of what they typed for the next person. (A sign-in that ends on its own keeps
 * them, for the resident's return.) */
export function removeDrafts(): void {
  const store = storage();
  if (!store) return;
  const prefixes = Object.values(draftKeyPrefixes);
  // Keys first, then removal: removing while walking by index would skip the key after each.
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) {
    if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) store.removeItem(key);
  }
}
