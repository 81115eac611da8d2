import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, logLines, testDatabases, type LogLine } from '../testing/index.ts';
import { RequestLogController } from './request-log.ts';

const [database] = await testDatabases();

/** The lines written for one request, found by the id Fastify gives each request. */
async function linesOfOneRequest(level: 'info' | 'debug', url: string): Promise<LogLine[]> {
  const log = logLines();
  const { app, close } = await buildTestApp(database!, {}, undefined, {
    logger: { level, stream: log.stream },
  });
  try {
    const before = log.lines.length;
    await app.inject({ method: 'GET', url });
    const written = log.lines.slice(before).filter((line) => line.reqId !== undefined);
    const ids = new Set(written.map((line) => line.reqId));
    expect(ids.size).toBe(1);
    return written;
  } finally {
    await close();
  }
}

describe.runIf(database)("the service's request log", () => {
  it('writes one line for a request at info level, once answered: method, path, status and time', async () => {
    const lines = await linesOfOneRequest('info', '/healthz?token=secret');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', path: '/healthz' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
    // Query strings can hold sign-in tokens: never logged.
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('writes a line as a request comes in too, at debug level', async () => {
    const lines = await linesOfOneRequest('debug', '/healthz?token=secret');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [30, 'request completed'],
    ]);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', path: '/healthz' } });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});

it('leaves an answer that failed on its way out to Fastify: one line at error level', () => {
  const calls: unknown[][] = [];
  const log = {
    error: (...args: unknown[]) => calls.push(['error', ...args]),
    info: (...args: unknown[]) => calls.push(['info', ...args]),
  };
  const reply = { log, elapsedTime: 5 } as unknown as FastifyReply;
  const failure = new Error('socket hang up');
  new RequestLogController().requestCompleted(failure, { log } as unknown as FastifyRequest, reply);
  expect(calls).toEqual([
    ['error', { res: reply, err: failure, responseTime: 5 }, 'request errored'],
  ]);
});
