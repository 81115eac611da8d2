import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logLines } from '../testing/index.ts';
import { closeOnSignals } from './close-on-signals.ts';

type Signal = 'SIGTERM' | 'SIGINT';

/** The listeners the tests added to the process, removed after each test. */
const added: [Signal, NodeJS.SignalsListener][] = [];

/** Runs `closeOnSignals` and hands back the listener it added for each signal, so a test can
 * deliver a signal to it alone: emitting a real signal would also reach the test runner's own. */
function listen(app: FastifyInstance, graceMs: number): Record<Signal, () => void> {
  const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  closeOnSignals(app, graceMs);
  const listenerFor = (signal: Signal) => {
    const listeners = process.listeners(signal).filter((l) => !before[signal].includes(l));
    expect(listeners, signal).toHaveLength(1);
    const [listener] = listeners as [NodeJS.SignalsListener];
    added.push([signal, listener]);
    return () => listener(signal);
  };
  return { SIGTERM: listenerFor('SIGTERM'), SIGINT: listenerFor('SIGINT') };
}

function appWithLog(onClose: () => Promise<void> = async () => undefined) {
  const log = logLines();
  const app = Fastify({ logger: { level: 'info', stream: log.stream } });
  app.addHook('onClose', onClose);
  return { app, log };
}

beforeEach(() => {
  // The grace timer is the test's to move; one left running would call the real exit later.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  for (const [signal, listener] of added.splice(0)) {
    process.removeListener(signal, listener);
  }
  vi.restoreAllMocks();
});

describe('closeOnSignals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s closes the app once, says so, and exits 0',
    async (signal) => {
      const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
      const onClose = vi.fn(async () => undefined);
      const { app, log } = appWithLog(onClose);
      const signals = listen(app, 10_000);
      signals[signal]();
      signals.SIGTERM();
      signals.SIGINT();
      await vi.waitFor(() => expect(exit).toHaveBeenCalled());
      expect(exit.mock.calls).toEqual([[0]]);
      expect(onClose).toHaveBeenCalledTimes(1);
      const shuttingDown = log.lines.filter((line) => line.msg === 'shutting down');
      expect(shuttingDown).toEqual([expect.objectContaining({ level: 30, signal })]);
    },
  );

  it('exits 1, logging the cause, when closing fails', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const { app, log } = appWithLog(async () => {
      throw new Error('outbox would not stop');
    });
    listen(app, 10_000).SIGTERM();
    await vi.waitFor(() => expect(exit).toHaveBeenCalled());
    expect(exit.mock.calls).toEqual([[1]]);
    expect(log.lines.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        msg: 'error during shutdown',
        err: expect.objectContaining({ message: 'outbox would not stop' }),
      }),
    ]);
  });

  it('exits 1 when closing takes longer than the grace time', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const { app, log } = appWithLog(() => new Promise<void>(() => {}));
    listen(app, 5000).SIGTERM();
    await vi.advanceTimersByTimeAsync(4999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(log.lines.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({ msg: 'graceful shutdown timed out' }),
    ]);
  });
});
