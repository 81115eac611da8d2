import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerBodyCache } from './answer-body-cache.ts';

const bytes = (count: number, fill = 'x') => Buffer.from(fill.repeat(count));

describe('bodies kept by assessment and version', () => {
  it('knows no version of an assessment it has not kept', () => {
    const cache = new AnswerBodyCache();
    expect(cache.versionOf('a')).toBe(0);
    expect(cache.take('a', 1)).toBeUndefined();
  });

  it('gives a kept body back only at its own version', () => {
    const cache = new AnswerBodyCache();
    const body = bytes(10);
    cache.keep('a', 3, body);
    expect(cache.versionOf('a')).toBe(3);
    expect(cache.take('a', 3)).toBe(body);
    expect(cache.take('a', 4)).toBeUndefined();
    expect(cache.take('b', 3)).toBeUndefined();
  });

  it('keeps one version per assessment, the last one kept', () => {
    const cache = new AnswerBodyCache();
    cache.keep('a', 3, bytes(10));
    const newer = bytes(25, 'y');
    cache.keep('a', 4, newer);
    expect(cache.versionOf('a')).toBe(4);
    expect(cache.take('a', 4)).toBe(newer);
    expect(cache.take('a', 3)).toBeUndefined();
    expect(cache.bytes).toBe(25);
  });

  it('lets the least recently sent go first when over its bytes', () => {
    const cache = new AnswerBodyCache(30);
    cache.keep('a', 1, bytes(10));
    cache.keep('b', 1, bytes(10));
    cache.keep('c', 1, bytes(10));
    // Sending a makes b the least recently sent.
    expect(cache.take('a', 1)).toBeDefined();
    cache.keep('d', 1, bytes(10));
    expect(cache.versionOf('b')).toBe(0);
    expect(['a', 'c', 'd'].map((id) => cache.versionOf(id))).toEqual([1, 1, 1]);
    expect(cache.bytes).toBe(30);
  });

  it('keeps exactly its bytes and no body larger than all of them', () => {
    const cache = new AnswerBodyCache(30);
    cache.keep('a', 1, bytes(30));
    expect(cache.versionOf('a')).toBe(1);
    cache.keep('b', 1, bytes(31));
    expect(cache.versionOf('b')).toBe(0);
    // The larger body replaced nothing but a's earlier version would have been: a stays.
    expect(cache.versionOf('a')).toBe(1);
    expect(cache.bytes).toBe(30);
  });

  it('forgets a body once it is older than its age limit', () => {
    let now = 1_000;
    const cache = new AnswerBodyCache(100, 60_000, () => now);
    cache.keep('a', 2, bytes(10));
    now += 60_000;
    expect(cache.versionOf('a')).toBe(2);
    now += 1;
    expect(cache.versionOf('a')).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.take('a', 2)).toBeUndefined();
  });

  it('keeps a thousand pages of answers and ten minutes by default', () => {
    let now = 0;
    const cache = new AnswerBodyCache(undefined, undefined, () => now);
    const page = bytes(8 * 1024);
    for (let index = 0; index < 1024; index += 1) cache.keep(`f${index}`, 1, page);
    expect(cache.bytes).toBe(8 * 1024 * 1024);
    cache.keep('one-more', 1, page);
    expect(cache.versionOf('f0')).toBe(0);
    now = 10 * 60_000;
    expect(cache.versionOf('one-more')).toBe(1);
    now += 1;
    expect(cache.versionOf('one-more')).toBe(0);
  });
});

// Answers are personal data: a body nobody asks for again must not stay in memory past its age
// limit, so the cache is empty once the service is idle.
describe('bodies let go with no one asking', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A cache with a 60 s age limit, on fake timers from 0 ms (so its clock, Date.now, is
   * theirs), holding a (10 bytes) kept at 0 ms and b (20 bytes) kept `laterMs` after. */
  const cacheKeepingTwo = (laterMs: number) => {
    vi.useFakeTimers({ now: 0 });
    const cache = new AnswerBodyCache(100, 60_000);
    cache.keep('a', 1, bytes(10));
    vi.advanceTimersByTime(laterMs);
    cache.keep('b', 1, bytes(20));
    return cache;
  };

  it('lets each body go once past its age limit, though no read or save comes', () => {
    const cache = cacheKeepingTwo(30_000);
    vi.advanceTimersByTime(29_000);
    expect(cache.bytes).toBe(30);
    // a reaches its limit at 60 s and is let go within a second of it, b stays.
    vi.advanceTimersByTime(2_000);
    expect(cache.bytes).toBe(20);
    vi.advanceTimersByTime(30_000);
    expect(cache.bytes).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sweeps when the oldest body passes its age, and then at most once a second', () => {
    const cache = cacheKeepingTwo(500);
    vi.advanceTimersToNextTimer();
    expect(Date.now()).toBe(60_001);
    expect(cache.bytes).toBe(20);
    // b passes its age half a second later; the next sweep waits the full second.
    vi.advanceTimersToNextTimer();
    expect(Date.now()).toBe(61_001);
    expect(cache.bytes).toBe(0);
  });

  it('keeps, as a read would send it, a body exactly at its age when a sweep comes', () => {
    const cache = cacheKeepingTwo(1);
    vi.advanceTimersToNextTimer();
    // At 60,001 ms a is past its age and b exactly at it.
    expect(Date.now()).toBe(60_001);
    expect(cache.bytes).toBe(20);
    expect(cache.versionOf('b')).toBe(1);
  });

  it('holds the process open for no timer of its own', () => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = timers();
    const cache = new AnswerBodyCache(100, 60_000);
    cache.keep('a', 1, bytes(10));
    expect(cache.bytes).toBe(10);
    expect(timers()).toBe(before);
  });
});
