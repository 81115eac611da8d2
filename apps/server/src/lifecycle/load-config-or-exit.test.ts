import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfigOrExit } from './load-config-or-exit.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Exit stops the entry point where it is, as the real one would. */
function stopOnExit() {
  return vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
}

describe('loadConfigOrExit', () => {
  it("gives the process environment's configuration", () => {
    const exit = stopOnExit();
    vi.stubEnv('PORT', '8123');
    expect(loadConfigOrExit().PORT).toBe(8123);
    expect(exit).not.toHaveBeenCalled();
  });

  it('prints every problem and exits 1 on a bad setting', () => {
    stopOnExit();
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('PORT', 'eighty');
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', 'many');
    expect(() => loadConfigOrExit()).toThrow('exit 1');
    expect(printed).toHaveBeenCalledTimes(1);
    const [message] = printed.mock.calls[0] ?? [];
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT');
    expect(message).toContain('RATE_LIMIT_PER_MINUTE');
  });
});
