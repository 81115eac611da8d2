import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.ts';

const options = { baseMs: 30_000, capMs: 12 * 3_600_000 };

describe('retry delay', () => {
  it('waits up to the base after the first failure and doubles the ceiling after each', () => {
    const atMost = () => 0.999_999;
    expect(retryDelayMs(1, options, atMost)).toBe(29_999);
    expect(retryDelayMs(2, options, atMost)).toBe(59_999);
    expect(retryDelayMs(5, options, atMost)).toBe(479_999);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(40, options, () => 0.999_999)).toBeLessThan(options.capMs);
    expect(retryDelayMs(40, options, () => 0.5)).toBe(options.capMs / 2);
  });

  it('spreads retries over the whole window (full jitter), down to no wait at all', () => {
    expect(retryDelayMs(3, options, () => 0)).toBe(0);
    expect(retryDelayMs(3, options, () => 0.25)).toBe(30_000);
  });

  it('spreads the default twelve attempts over up to about seventeen hours', () => {
    let longest = 0;
    for (let attempt = 1; attempt < 12; attempt += 1) {
      longest += retryDelayMs(attempt, options, () => 1);
    }
    expect(longest / 3_600_000).toBeCloseTo(17.06, 1);
  });
});
