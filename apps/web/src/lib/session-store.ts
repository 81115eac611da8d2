/** Browser session storage keys of spec §3. Session storage ends with the tab, so a shared
 * computer does not keep a resident signed in after the browser closes. */
export const sessionKeys = {
  token: 'token',
  user: 'user',
  session: 'session',
  savedPage: 'savedPage',
} as const;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(sessionKeys.token) ?? null;
}

export function readJson<T>(key: string): T | null {
  const text = storage()?.getItem(key);
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
