/** Where the states of sign-ins this browser started are kept. Local storage, not the tab's
 * session storage: the gateway may send the resident back in another tab. */
export const signInStateKey = 'signInStates';

/** A sign-in that takes longer than this at the gateway is asked about on return. */
export const signInStateLifetimeMs = 10 * 60 * 1000;

/** Sign-ins started at once in several tabs; a state pushed out only means a question later. */
const maxStates = 5;

interface StoredState {
  state: string;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isStoredState(value: unknown): value is StoredState {
  const entry = value as Partial<StoredState> | null;
  return typeof entry?.state === 'string' && typeof entry.expiresAt === 'number';
}

function readLiveStates(store: Storage, now: number): StoredState[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(signInStateKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isStoredState).filter((entry) => entry.expiresAt > now);
  } catch {
    return [];
  }
}

function writeStates(store: Storage, states: StoredState[]): void {
  if (states.length === 0) store.removeItem(signInStateKey);
  else store.setItem(signInStateKey, JSON.stringify(states));
}

/** A new one-time state for a trip to the account gateway, remembered for ten minutes. */
export function createSignInState(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const store = storage();
  if (store) {
    const states = [
      ...readLiveStates(store, now),
      { state, expiresAt: now + signInStateLifetimeMs },
    ];
    writeStates(store, states.slice(-maxStates));
  }
  return state;
}

/**
 * Whether a token arriving in the address was asked for by this browser: its `state` is one
 * this browser made, used at most once and within its lifetime (decision 0100). Any other
 * token, a link someone else made among them, must be confirmed by the resident.
 */
export function consumeSignInState(state: string | null, now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const states = readLiveStates(store, now);
  const remaining = states.filter((entry) => entry.state !== state);
  writeStates(store, remaining);
  return Boolean(state) && remaining.length < states.length;
}
