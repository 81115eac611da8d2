import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './load-config.ts';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  return [];
}

describe('the link checker settings', () => {
  it('leave the checker off, with a 10 s request timeout and a 10 minute run', () => {
    const config = loadConfig({});
    expect(config.LINK_CHECK).toBe('off');
    expect(config.LINK_CHECK_TIMEOUT_MS).toBe(10_000);
    expect(config.LINK_CHECK_RUN_LIMIT_MS).toBe(600_000);
    expect(config.LINK_CHECK_TEST_RECEIVER).toBe('');
  });

  it('take a test receiver only as plain http on loopback', () => {
    expect(problemsOf({ LINK_CHECK_TEST_RECEIVER: 'http://127.0.0.1:8089' })).toEqual([]);
    for (const receiver of ['http://10.0.0.5:8089', 'https://127.0.0.1:8089', 'not a url']) {
      expect(problemsOf({ LINK_CHECK_TEST_RECEIVER: receiver }).join('\n')).toMatch(
        /LINK_CHECK_TEST_RECEIVER/,
      );
    }
  });

  it('refuse a test receiver in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        LINK_CHECK: 'daily',
        LINK_CHECK_TEST_RECEIVER: 'http://127.0.0.1:8089',
      }).join('\n'),
    ).toMatch(/LINK_CHECK_TEST_RECEIVER.*tests only/);
  });
});
