import { afterEach, describe, expect, it } from 'vitest';
import {
  consumeSignInState,
  createSignInState,
  signInStateKey,
  signInStateLifetimeMs,
} from '../sign-in-state.ts';

const start = Date.parse('2026-11-29T04:00:00Z');

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the sign-in state a token in the address must bring back', () => {
  it('accepts the state this browser made, once', () => {
    const state = createSignInState(start);
    expect(consumeSignInState(state, start + 1000)).toBe(true);
    // A second arrival with the same state (the link passed on, or opened again) is not asked for.
    expect(consumeSignInState(state, start + 2000)).toBe(false);
  });

  it('is seen by every tab: it is kept in local storage, not in the tab', () => {
    const state = createSignInState(start);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem(signInStateKey)).toContain(state);
  });

  it('refuses a state that is absent, unknown or empty', () => {
    createSignInState(start);
    expect(consumeSignInState(null, start)).toBe(false);
    expect(consumeSignInState('', start)).toBe(false);
    expect(consumeSignInState('made-up-by-someone-else', start)).toBe(false);
  });

  it('refuses a state once its ten minutes are up', () => {
    expect(signInStateLifetimeMs).toBe(10 * 60 * 1000);
    const late = createSignInState(start);
    expect(consumeSignInState(late, start + signInStateLifetimeMs)).toBe(false);
    const inTime = createSignInState(start);
    expect(consumeSignInState(inTime, start + signInStateLifetimeMs - 1)).toBe(true);
  });

  it('keeps the states of sign-ins started in other tabs, and forgets expired ones', () => {
    const first = createSignInState(start);
    const second = createSignInState(start + 1000);
    expect(consumeSignInState(second, start + 2000)).toBe(true);
    expect(consumeSignInState(first, start + 3000)).toBe(true);
    createSignInState(start);
    createSignInState(start + signInStateLifetimeMs + 5000);
    expect(JSON.parse(window.localStorage.getItem(signInStateKey) ?? '[]')).toHaveLength(1);
  });

  it('keeps at most five, dropping the oldest', () => {
    const states = Array.from({ length: 6 }, (_, index) => createSignInState(start + index));
    expect(JSON.parse(window.localStorage.getItem(signInStateKey) ?? '[]')).toHaveLength(5);
    expect(consumeSignInState(states[0] ?? '', start + 10)).toBe(false);
    expect(consumeSignInState(states[5] ?? '', start + 10)).toBe(true);
    expect(consumeSignInState(states[1] ?? '', start + 10)).toBe(true);
  });

  it('makes unguessable states, a new one each time', () => {
    const first = createSignInState(start);
    const second = createSignInState(start);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it('treats unreadable storage as holding no state', () => {
    window.localStorage.setItem(signInStateKey, '{not json');
    expect(consumeSignInState('anything', start)).toBe(false);
    window.localStorage.setItem(signInStateKey, '{"state":"x"}');
    expect(consumeSignInState('x', start)).toBe(false);
    const state = createSignInState(start);
    expect(consumeSignInState(state, start)).toBe(true);
  });
});
