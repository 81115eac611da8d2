/**
 * The locally stored list of generated PINs (spec §3: `agentLogins`). The PIN itself is not
 * stored: it is shown once, when made, and as ######## afterwards, so a shared computer does
 * not keep working PINs. Entries carry the owner's id so two people on one browser do not see
 * each other's list.
 */
export interface StoredAgentLogin {
  id: string;
  expiry: string;
  userId: string;
}

const storageKey = 'agentLogins';

function readAll(): StoredAgentLogin[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is StoredAgentLogin =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as StoredAgentLogin).id === 'string' &&
            typeof (entry as StoredAgentLogin).expiry === 'string' &&
            typeof (entry as StoredAgentLogin).userId === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function writeAll(entries: StoredAgentLogin[]): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the list is a convenience, the PINs still work.
  }
}

/** The user's PINs that have not expired; expired ones are dropped from storage. */
export function readAgentLogins(userId: string): StoredAgentLogin[] {
  const now = Date.now();
  const live = readAll().filter((entry) => Date.parse(entry.expiry) > now);
  writeAll(live);
  return live.filter((entry) => entry.userId === userId);
}

export function addAgentLogin(entry: StoredAgentLogin): void {
  writeAll([...readAll(), entry]);
}

export function removeAgentLogin(id: string): void {
  writeAll(readAll().filter((entry) => entry.id !== id));
}
