import { useSyncExternalStore } from 'react';
import { draftKeyPrefixes, readJson, removeDrafts, writeValue } from './session-store.ts';

/** The caller a member of staff is completing an assessment for (assisted digital): the
 * server holds it on the staff session and answers the resident pages' calls for that
 * caller's record; the tab keeps only the name for the banner, under a draft key, so signing
 * out removes it with the drafts. */
export interface ActingForCaller {
  callerId: string;
  callerName: string;
}

const key = `${draftKeyPrefixes.actingFor}current`;
const listeners = new Set<() => void>();
let current: ActingForCaller | null | undefined;

function read(): ActingForCaller | null {
  if (current === undefined) current = readJson<ActingForCaller>(key);
  return current;
}

function publish(next: ActingForCaller | null) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Moves the tab from one caller to another (or to none): every unsaved draft of the previous
 * caller goes, and then the new caller is named. The caller of this also empties the query
 * cache, which the shell does not load, so that no answer of the previous caller is shown.
 */
export function switchActingFor(next: ActingForCaller | null): void {
  removeDrafts();
  writeValue(key, next);
  publish(next);
}

/** Drops the name when the server says the session acts for nobody (a new sign-in, a role
 * taken away), without touching anything else. */
export function forgetActingFor(): void {
  writeValue(key, null);
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActingFor(): ActingForCaller | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
